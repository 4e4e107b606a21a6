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


@pytest.mark.parametrize(
    "text",
    [
        "3080 laptop 的功耗墙多少瓦，跟台式 3080 差多少",
        "4070 laptop 功耗多少瓦？和台式 4070 相比呢",
    ],
)
def test_two_cards_power_figures_weighed_are_their_rows(advisor, text) -> None:
    turn = _ask(advisor, text)
    assert turn.answer.kind == "catalog"
    first = turn.answer.answer.splitlines()[0]
    assert first.count(" W") >= 2
    assert "GB" in first


def test_two_cards_in_one_box_stay_one_build(advisor) -> None:
    turn = _ask(advisor, "一张 4090 加一张 3090 放一台机器，整机功耗多少瓦")
    assert turn.answer.kind == "power"


def test_power_only_weighed_between_two_cards_stays_a_comparison(advisor) -> None:
    text = "rtx a6000 vs 3090 for a 24/7 inference box — is the blower and lower tdp worth it?"
    turn = _ask(advisor, text)
    assert turn.answer.kind == "compare"
