"""How many times apart two cards are ("差几倍", "快几倍", "how many times faster"): compared."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "kind", "first"),
    [
        ("whisper small 转写，L4 和 T4 差几倍", "workload_compare", "L4"),
        ("A10和T4跑yolov8m快几倍", "workload_compare", "A10"),
        ("sdxl 出图，3090 跟 4090 慢几倍", "workload_compare", "4090"),
    ],
)
def test_a_multiple_asked_of_two_cards_compares_the_workload(
    question: str, kind: str, first: str
) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == kind
    assert first in line.split("（")[0].split("(")[0]
    assert len({c.input["gpu"] for c in answer.tool_calls if "gpu" in c.input}) == 2


@pytest.mark.parametrize(
    "question",
    [
        "4090 和 3090 跑 qwen2.5 7b 差几倍",
        "how many times faster is an l40s than an a10 for llama 3.1 8b",
    ],
)
def test_a_multiple_asked_of_two_cards_compares_the_llm(question: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "compare"
