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


@pytest.mark.parametrize(
    "text",
    [
        "my 3090 memory junction hits 106C after an hour and the it/s drops, how do i fix it",
        "3090 vram junction at 106c and then tokens/s halves, how do i fix this",
        "3090 显存温度 102 度就降频，速度掉了一半，咋办",
        "3080 Ti 跑了二十分钟显存结温 106 度，然后降频，出图变慢了，怎么解决",
    ],
)
def test_a_fix_asked_for_heat_throttling_is_a_trouble_kind(advisor, text: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert query.health_check == "memory_temperature" and query.slowed_by_it
    assert "GDDR6X" in first and ("105" in first or "110" in first)


def test_a_junction_reading_only_judged_stays_a_check(advisor) -> None:
    _, answer, _ = turn_of(advisor, "3090 显存结温 104 度正常吗")
    assert answer.kind == "verify"
