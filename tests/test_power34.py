"""Power figures kept (trouble34): a room's power budget said as 电力预算, two supplies of
different wattages summed, and a laptop card's version named by its power."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1]


def test_a_power_budget_said_in_chinese_counts_the_cards(advisor) -> None:
    turn = _ask(advisor, "机房只有 2kw 用电预算，最多能放几张 3090 满载")
    assert turn.answer.kind == "power"
    assert turn.query.power_budget_w == 2000
    assert "2.0 kW" in turn.answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("6 张 3090 准备用两个电源 1300w + 1000w 一起供电，够不够", 2300),
        ("two psus, 1200w and 850w, for 4x 3090 — enough?", 2050),
    ],
)
def test_two_supplies_of_different_wattages_are_summed(advisor, text, total) -> None:
    turn = _ask(advisor, text)
    assert turn.answer.kind == "power"
    assert turn.query.psu_stated_w == total
    assert f"{total:,} W" in turn.answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("the 125w version of the rtx 4060 laptop, how much does it draw at full load?", 125),
        ("100w 那版的 4070 笔记本满载功耗多少", 100),
    ],
)
def test_a_laptop_card_by_its_power_is_drawn_at_it(advisor, text, watts) -> None:
    turn = _ask(advisor, text)
    assert turn.answer.kind == "power"
    assert f"{watts} W" in turn.answer.answer.splitlines()[0]
