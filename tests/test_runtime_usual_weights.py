"""A runtime named with no precision runs the weights it is used with.

Before, "mixtral 8x7b on 2x 3090 in exllamav2, tokens/s?" failed: ExLlamaV2 runs no bf16, and
bf16 was the default. ExLlamaV2 is run with EXL2/GPTQ quantizations, about 4 bits a weight.
"""

from __future__ import annotations

import pytest

from assistant.calc.engines import USUAL_WEIGHTS
from assistant.calc.speed import SpeedEstimate
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "gpu"),
    [
        ("how many tokens/s will I get with mixtral 8x7b on 2x 3090 in exllamav2?", "RTX 3090"),
        ("exl2跑qwen2.5 32b在4090上多少token每秒", "RTX 4090"),
        ("llama 3.3 70b with exllama on two 4090s, speed?", "RTX 4090"),
    ],
)
def test_exllamav2_with_no_precision_is_timed_at_its_usual_4_bit(advisor, text, gpu):
    _, answer, first = turn_of(advisor, text)
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_speed")
    out = speed.typed(SpeedEstimate)
    assert speed.input["engine"] == "exllamav2" and speed.input["precision"] == "int4"
    assert out is not None and out.decode_tokens_per_s > 0
    assert answer.kind == "speed" and gpu in first and ("(int4)" in first or "（int4）" in first)
    assert USUAL_WEIGHTS["exllamav2"] == "int4"


def test_a_precision_said_is_kept_with_the_runtime(advisor):
    _, answer, _ = turn_of(advisor, "mixtral 8x7b on 2x 3090 in exllamav2 at 8 bit, tokens/s?")
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_speed")
    assert speed.input["precision"] == "int8"
