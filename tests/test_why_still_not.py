"""“还是” as “still” in a why about two cards (“还是没有两张 3090 快”) picks neither."""

from __future__ import annotations

import pytest

from assistant.question.why_cues import why_of_a_gap
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "gap"),
    [
        ("为什么 m2 max 带宽 400g/s，跑 32b 还是不如一张 3090", True),
        ("为啥 p40 显存大，跑 13b 还是比 3060 慢", True),
        ("为什么 a100 还是 h100 更适合训练", False),  # "or": which one, weighed
        ("为什么选 4090", False),
    ],
)
def test_still_is_no_pick(text: str, gap: bool) -> None:
    assert why_of_a_gap(text) == gap


@pytest.mark.parametrize(
    "question",
    [
        "为什么 m2 max 带宽 400g/s，跑 32b 还是不如一张 3090",
        "为啥 p40 显存有 24g，跑 13b 还是赶不上 3060",
    ],
)
def test_the_gap_is_explained(question: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "concept"
