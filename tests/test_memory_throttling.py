"""A GDDR6X junction reading reported with a slowdown is throttling now: the fix comes first."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "opening"),
    [
        ("3090 vram junction at 106c then it downclocks, tok/s halves. what do i do", "**That"),
        ("4080 显存结温 105 度以后就降频，出图速度掉一半，咋办", "**这是显存在降频"),
    ],
)
def test_a_hot_junction_with_a_slowdown_is_throttling(advisor, text: str, opening: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.health_check == "memory_temperature" and query.slowed_by_it
    assert first.startswith(opening)
    assert "pads" in answer.answer or "导热垫" in answer.answer


def test_a_hot_junction_asked_as_normal_is_judged_against_the_limit(advisor) -> None:
    query, _, first = turn_of(advisor, "my 3080 memory junction reads 100c under load, normal?")
    assert not query.slowed_by_it
    assert first.startswith("**Yes, as long as it stays below about 105 °C")
