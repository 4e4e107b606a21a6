"""A speed asked for a model bigger than the user's own card: the rate llama.cpp really gets.

llama.cpp keeps what fits on the GPU and reads the rest from system RAM for every token, so the
first line gives the offload rate (with the all-on-GPU rate beside it), never the all-on-GPU
rate as if it fitted. A Mac has no separate RAM to spill to; a serving engine does not spill.
"""

import re

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _rate(line: str) -> float:
    found = re.search(r"(\d+(?:\.\d+)?) tokens/s", line)
    assert found, line
    return float(found.group(1))


@pytest.mark.parametrize(
    "question",
    [
        "qwen2.5 72b q4 on my 3060 12gb, how many tokens per second?",
        "how fast would llama 3.1 70b at q4_k_m run on a single rtx 3060 12gb?",
    ],
)
def test_a_dense_model_too_big_for_the_card_is_timed_with_layers_in_ram(advisor, question):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert answer.intent == "speed"
    assert [c.tool for c in answer.tool_calls] == ["plan_offload"]
    plan = answer.tool_calls[0].output
    assert plan["kind"] == "dense_layers" and plan["ram_weights_gb"] > 25
    # about 1 token/s: ~30 GB read from RAM at 40% of 89.6 GB/s for every token
    assert 0.5 < _rate(first) < 2.0
    assert "system RAM" in first and "-ngl" in first


def test_a_moe_model_keeps_its_experts_in_ram_in_chinese(advisor):
    answer = advisor.ask("gpt-oss-120b 放在一张 5090 上用 ollama 跑，每秒多少 token？")
    first = answer.answer.splitlines()[0]
    plan = answer.tool_calls[0].output
    assert (answer.tool_calls[0].tool, plan["kind"]) == ("plan_offload", "moe_experts")
    assert "--n-cpu-moe" in first and "系统内存" in first
    # part of the experts read from RAM: slower than all on the GPU, far faster than dense
    assert 10 < plan["decode_tokens_per_s"] < plan["gpu_only_tokens_per_s"]


@pytest.mark.parametrize(
    "question",
    [
        "llama 3.1 8b q4 on my 3060, tokens per second?",  # fits: timed on the GPU
        "qwen2.5 72b on one 3060 with vllm for 8 users, tok/s each?",  # serving: no spill
    ],
)
def test_a_model_that_fits_or_a_served_one_is_not_spilled(advisor, question):
    answer = advisor.ask(question)
    assert "plan_offload" not in [c.tool for c in answer.tool_calls]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("deepseek r1 q4 on an m2 ultra 192gb, tokens per second?", "does not fit"),
        ("llama 3.1 405b on a single h100 with vllm, tok/s?", "does not fit"),
        ("deepseek r1 q4 在 m2 ultra 192g 上每秒多少 token", "装不下"),
    ],
)
def test_a_rate_where_nothing_can_spill_says_first_that_it_does_not_fit(advisor, question, said):
    """A Mac's memory is the GPU's, and vLLM does not spill: the rate is only 'if it fitted'."""
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    speed = next(c.output for c in answer.tool_calls if c.tool == "estimate_speed")
    assert speed["fits"] is False and speed["peak_gb_per_gpu"] > speed["usable_gb_per_gpu"]
    assert said in first and f"{speed['peak_gb_per_gpu']:,.1f} GB" in first
    assert _rate(first) == speed["decode_tokens_per_s"]
    # said once: the footnote that repeated it is gone, and no other runtime's rate follows
    assert answer.answer.count(f"{speed['peak_gb_per_gpu']:.1f}") == 1
    assert "instead" not in answer.answer and "换用" not in answer.answer
