"""A serving engine named, no precision, a model too big in 16-bit: timed in FP8 where the
cards run it, else at 4-bit, and said why.

"qwen3 235b a22b on 4x h100 speed in vllm" answered "It does not fit as asked" with a bf16
rate nobody gets; people serve it from the FP8 checkpoint (235 GB: about 67 GB per H100).
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "precision"),
    [
        ("qwen3 235b a22b on 4x h100 in vllm, how many tokens per second", "fp8"),
        ("4张H100用sglang跑qwen3 235b a22b，生成速度多少", "fp8"),
        # the A100 has no FP8 tensor cores: AWQ-style 4-bit
        ("llama 3.1 405b on 8x a100 80gb with vllm, tokens/s?", "int4"),
    ],
)
def test_too_big_in_16_bit_is_timed_as_served(advisor, question, precision):
    answer = advisor.ask(question)
    assert answer.kind == "speed"
    lines = [x for x in answer.answer.splitlines() if x.strip()]
    assert f"({precision})" in lines[0] or f"（{precision}）" in lines[0]
    assert "not fit" not in lines[0] and "装不下" not in lines[0]
    assert any("bf16" in x and precision in x for x in lines[1:4])  # why, right after


def test_a_fitting_model_keeps_16_bit_in_vllm(advisor):
    answer = advisor.ask("llama 3.1 8b on one h100 in vllm, tokens/s?")
    first = answer.answer.splitlines()[0]
    assert "(bf16)" in first
