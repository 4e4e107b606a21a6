"""Stated facts kept (the lead's fresh59 round): a PSU's maker or grade said beside its wattage,
Windows' Kernel-Power 41 as a power trip, a price's per-hour unit kept apart from the span run,
a card's price said before "买张", and hours a day said a few words after "一天"."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "psu"),
    [
        ("4090 一跑训练整机就断电重启，电源是航嘉 850W，是不是电源不行", 850.0),
        ("两张 3090 跑模型满载就黑屏重启，电源振华 1000W 金牌，咋办", 1000.0),
    ],
)
def test_a_psu_named_by_its_maker_is_the_supply_a_power_trip_judges(advisor, question, psu):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "troubleshoot"
    assert query.psu_stated_w == psu
    assert f"{psu:,.0f} W" in line


def test_a_wattage_with_its_grade_is_the_supply_checked(advisor):
    query, answer, line = turn_of(advisor, "现在是 750w 金牌，上一张 4090 电源要不要换")
    assert answer.kind == "power" and query.psu_stated_w == 750.0
    assert answer.verdict == "no" and "750 W" in line


def test_kernel_power_41_is_a_power_trip_never_a_model(advisor):
    query, answer, line = turn_of(
        advisor, "pc reboots mid-training, event viewer says Kernel-Power 41, 3090 on a 750W psu"
    )
    assert answer.kind == "troubleshoot"
    assert not any(p.kind.endswith("model") for p in query.problems)
    assert "750 W" in line and "Kernel" not in line


@pytest.mark.parametrize(
    ("question", "total"),
    [
        ("p4d.24xlarge 多少美金一小时？我们要连着跑 48 小时", "48"),
        ("A100 80G 多少美元一小时，要跑 36 小时", "36"),
    ],
)
def test_a_per_hour_price_asked_keeps_the_span_said_after_it(advisor, question, total):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "price"
    assert query.duration_hours == float(total)
    assert f"{total} 小时" in line


def test_a_price_said_before_buying_the_card_is_its_purchase_price(advisor):
    query, answer, _ = turn_of(advisor, "8000 买张 4090d 还是租卡划算，每天用 3 个小时")
    assert answer.kind == "rent_vs_buy"
    assert query.budget == 8000.0
    assert "12%" in answer.answer.splitlines()[0]  # 3 hours of 24


def test_hours_a_day_said_a_few_words_after_the_day_set_the_utilisation(advisor):
    _, answer, line = turn_of(
        advisor, "一天跑 sd 出图 6 小时左右，买 4090 还是租 4090，三年算下来哪个划算"
    )
    assert answer.kind == "rent_vs_buy"
    assert "25%" in line  # 6 hours of 24, not the 50% default


@pytest.mark.parametrize(
    ("question", "kept", "gone"),
    [
        ("3090 换成 5090 之后 1000w 电源还够吗", "RTX 5090", "RTX 3090"),
        ("upgrading from a 3080 to a 4090 on a 750w gold psu, enough?", "RTX 4090", "RTX 3080"),
    ],
)
def test_a_card_swapped_out_leaves_the_box_a_psu_is_checked_for(advisor, question, kept, gone):
    query, answer, line = turn_of(advisor, question)
    assert answer.kind == "power" and answer.verdict == "no"
    assert len(query.gpus) == 1
    assert kept in line and gone not in line


def test_two_cards_run_together_are_both_in_the_box(advisor):
    query, answer, line = turn_of(advisor, "4090 和 3090 一起插，1200w 电源够吗")
    assert answer.kind == "power" and len(query.gpus) == 2
    assert "RTX 4090" in line and "RTX 3090" in line
