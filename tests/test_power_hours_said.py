"""The electricity figure says the hours a day it was worked out for."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _assumed(answer) -> str:
    return " ".join(answer.assumptions)


def test_round_the_clock_is_said_as_24_hours_a_day(advisor) -> None:
    answer = advisor.ask("a 3090 box left on all the time as a home llm server, how many watts?")
    assert answer.kind == "power"
    assert "(24 h a day)" in _assumed(answer)


def test_hours_a_day_said_are_the_bill_s_hours(advisor) -> None:
    answer = advisor.ask("electricity bill for two 4090s running 8 hours a day at $0.30/kWh?")
    assert answer.kind == "power"
    assert "(8 h a day)" in _assumed(answer)


def test_chinese_hours_a_day(advisor) -> None:
    answer = advisor.ask("两张4090每天跑12小时，一个月电费多少")
    assert answer.kind == "power"
    assert "每天 12 小时" in _assumed(answer)
