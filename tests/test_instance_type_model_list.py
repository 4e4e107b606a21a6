"""The models a named instance type runs ("what LLMs fit a p4d.24xlarge"): its own cards sized.

Before: the type was only described (its cards and price), and the list asked was never given.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "gpu", "count", "type_name"),
    [
        ("just spun up a g5.12xlarge — which llms will it hold?", "a10g", 4, "g5.12xlarge"),
        ("biggest model I could host on an aws p4d.24xlarge?", "a100-40gb-sxm", 8, "p4d.24xlarge"),
        ("租的 g6e.xlarge 最大能跑多大的大模型", "l40s", 1, "g6e.xlarge"),
        ("腾讯云 GN7 上能跑哪些模型", "t4", 4, "GN7"),
    ],
)
def test_the_type_named_is_sized_on_its_own_cards(
    question: str, gpu: str, count: int, type_name: str
) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "fits_hardware"
    fits = [c for c in answer.tool_calls if c.tool == "fits_hardware"]
    assert fits and fits[0].input["gpu"] == gpu and fits[0].input["count"] == count
    assert f"{count} ×" in line  # the headline sizes the type's cards
    assert type_name.lower() in answer.answer.lower()  # and says which type they are


@pytest.mark.parametrize(
    "question",
    [
        "what gpu is in a g5.12xlarge",  # the type's contents asked, not a list
        "p4d.24xlarge 多少钱一小时",  # its price
        "g6e.xlarge 能跑 qwen2.5 32b 吗",  # one model's fit
    ],
)
def test_other_questions_of_a_type_are_not_a_list(question: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind != "fits_hardware"
