"""A why about named cards that no guide covers: the cards' own figures, not a bare refusal."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "figures", "rows"),
    [
        (
            "为什么 4060ti 16g 推理大模型反而比 3060 12g 慢",
            ("288 GB/s", "360 GB/s"),
            {"rtx-4060-ti-16gb", "rtx-3060"},
        ),
        (
            "why is my 4060 ti 16gb oddly behind a 3060 12gb, the newer card should win right",
            ("288", "360"),
            {"rtx-4060-ti-16gb", "rtx-3060"},
        ),
        (
            "为啥 a4000 跑 13b 还不如 3090，不是专业卡吗",
            ("448 GB/s", "936 GB/s"),
            {"rtx-a4000", "rtx-3090"},
        ),
    ],
)
def test_the_named_cards_ground_the_answer(
    question: str, figures: tuple[str, ...], rows: set[str]
) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "concept"
    assert all(f in answer.answer for f in figures)
    assert {c.source for c in answer.citations} >= {f"specs/gpus.yaml#{r}" for r in rows}
