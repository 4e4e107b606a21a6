"""A box of different cards under llama.cpp is judged on its memory in all.

llama.cpp gives each card as many layers as its memory holds, so "a 3090 and a 3060 12gb" holds
a 30 GB Q6 model that two 3060s would not. Before, every mixed box was sized as the smallest
card at the box's count and a model of 31 GB on 24 + 12 GB was a no; tensor parallelism (vLLM)
keeps that sizing, since it cuts equal shards.
"""

from __future__ import annotations

import re

import pytest

from assistant.calc.box_fit import pooled_box
from assistant.calc.sizing import MemoryEstimate
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _estimate(answer) -> MemoryEstimate:
    call = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    out = call.typed(MemoryEstimate)
    assert out is not None
    return out


def test_a_layer_split_is_judged_against_the_cards_memory_in_all(advisor):
    _, answer, _ = turn_of(advisor, "one 3090 + one 3060 12gb in one box, qwen2.5 32b q6_k ok?")
    out = _estimate(answer)
    assert out.strategy == "device_map" and out.box_usable_gb is not None
    usable_3090 = 24 * 1.0737 - 1.3  # about 24.5 GB usable beside the 3060's 12.0 GB
    assert out.box_usable_gb == pytest.approx(usable_3090 + 12.0, abs=1.0)
    assert out.fits is (out.total_gb <= out.box_usable_gb)
    equal = out.model_copy(update={"strategy": "tp", "box_usable_gb": None})
    assert pooled_box(equal, [24.5, 12.0]) is equal  # equal shards keep the smallest card


@pytest.mark.parametrize(
    ("text", "verdict", "words"),
    [
        ("mixed box: one 3090 and one 3060 12gb, can it run qwen2.5 32b q6 in llama.cpp?", "yes",
         "in all on 1 × RTX 3090 + 1 × RTX 3060 12GB against"),
        ("my rig has a 3090 and a 3060 12gb, will llama 3.3 70b q4 run in ollama?", "no",
         "more than the"),
        ("3090加3060一共36G，跑qwen2.5 32b q6可以吗", "yes", "整机共可用"),
    ],
)  # fmt: skip
def test_the_first_line_states_the_box_in_all(advisor, text, verdict, words):
    _, answer, first = turn_of(advisor, text)
    out = _estimate(answer)
    assert answer.kind == "fit_check" and answer.verdict == verdict
    assert words in first and f"{out.total_gb:.1f} GB" in first
    assert f"{out.box_usable_gb:.1f} GB" in first
    assert re.search(r"judged as a whole|按整机合计判断", answer.answer)


def test_tensor_parallel_on_a_mixed_box_keeps_the_smaller_card(advisor):
    _, answer, first = turn_of(
        advisor, "one 3090 + one 3060 in the same box, vllm tensor parallel qwen2.5 14b awq ok?"
    )
    out = _estimate(answer)
    assert out.box_usable_gb is None and "2 × RTX 3060 12GB" in first
    assert "sized as 2 × RTX 3060 12GB" in answer.answer
