"""A speed seen and disbelieved is troubleshot against the speed the model should run at.

"gen is ~3 tok/s, that can't be right" (no "only"), "--n-cpu-moe … gives 9 tok/s": a speed
seen with a complaint or a MoE-to-RAM flag is a trouble, and a model named gets its expected
decode speed from ``estimate_speed`` first, the seen figure judged against it. Phrased apart
from the evaluation sets; figures come from the speed calculator.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.health import other_trouble
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("ollama gives me ~2 tok/s with mistral 7b on a 3070, something is wrong", "slow"),
        ("the 4090 is doing 6 tok/s on qwen2.5 14b q4, way too slow", "slow"),
        ("qwen3 30b a3b 在 3060 上跑出 3 tok/s，太慢了", "slow"),
        ("i want 30 tok/s on a 4090, which model?", None),
        ("is 20 tok/s too slow for a chatbot on a 4090?", None),
    ],
)
def test_disbelieved_speed_is_slow(text, kind):
    assert other_trouble(text) == kind


def test_moe_flag_with_a_speed_is_offload(advisor):
    answer = _last(
        advisor, "llama-server gpt-oss-120b on a 4090 with --cpu-moe gives 7 tok/s, faster?"
    )
    assert answer.kind == "troubleshoot"
    assert [c.tool for c in answer.tool_calls] == ["estimate_memory", "plan_offload"]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "qwen2.5 14b q4 on my 3060 12gb only 4 tok/s in ollama, normal?",
            ("Qwen2.5-14B", "28.9 tokens/s", "far below"),
        ),
        (
            "4090 跑 qwen3 32b q4 只有 5 tok/s，正常吗",
            ("Qwen3-32B", "35.3 tokens/s", "远低于"),
        ),
        (
            "my 4090 only gets 30 tok/s on llama 3.1 8b, why?",
            ("Llama 3.1 8B", "27.0 tokens/s", "in line"),
        ),
    ],
)
def test_expected_speed_leads(advisor, text, words):
    answer = _last(advisor, text)
    line = first_line(answer.answer)
    assert answer.kind == "troubleshoot"
    assert all(w in line for w in words)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("my 4070 does 45 tok/s on llama 3.1 8b q4_k_m, is that normal?", "slow"),
        ("3090 跑 qwen2.5 14b q4 大约 50 tok/s，正常吗", "slow"),
        ("seeing 12 t/s on gemma 3 27b with a 3090. expected?", "slow"),
        ("what's normal tok/s for a 3090 on 8b models?", None),
    ],
)
def test_a_speed_put_up_for_judgment_is_judged(text, kind):
    assert other_trouble(text) == kind


def test_a_speed_in_line_is_said_normal_without_a_fault_hunt(advisor):
    answer = _last(advisor, "my 4090 does 125 tok/s on qwen2.5 7b q4, is that normal?")
    line = first_line(answer.answer)
    est = next(c for c in answer.tool_calls if c.tool == "estimate_speed").output
    assert 125 >= 0.6 * est["decode_tokens_per_s"]
    assert "in line with that" in line and "setup, not the card" not in answer.answer


def test_a_speed_far_below_is_sent_to_the_setup(advisor):
    answer = _last(advisor, "3090 跑 llama 3 8b q4 才 40 tok/s 左右，正常吗")
    line = first_line(answer.answer)
    est = next(c for c in answer.tool_calls if c.tool == "estimate_speed").output
    assert 40 < 0.6 * est["decode_tokens_per_s"]
    assert "40 tokens/s" in line and "远低于" in line
