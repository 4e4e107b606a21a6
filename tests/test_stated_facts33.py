"""Facts said in everyday words are read: a rate in "gens", training ruled out as 炼丹, a
month said without a number, and a PSU named by its form factor.

- "~80 Flux gens a minute, how many cards": the rate sets the card count asked.
- "不炼丹了，只出图": no training; the images are generated (inference).
- "整月下来账单多少": one month of rent (730 hours) is priced, not an hour.
- "off a 450W SFX": the supply's wattage, judged against the build.
"""

import pytest

from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "rate"),
    [
        ("we need ~90 SDXL gens per minute for a telegram bot, how many L40S?", "90 images"),
        ("about 45 renders a minute of sdxl at peak, how many 4090s do we need", "45 images"),
    ],
)
def test_a_rate_said_in_gens_or_renders_sets_the_cards(advisor, question, rate):
    answer = last_answer(advisor, question)
    first = answer.answer.splitlines()[0]
    assert rate in first
    count = int(first.lstrip("*").split()[0])
    assert count >= 2  # one card renders well under that rate


def test_training_ruled_out_as_lian_dan_is_inference(advisor):
    answer = last_answer(
        advisor,
        "预算三万，一张 A6000 还是两张 4090？主要炼 sdxl lora",
        "那不炼丹了，只用来出图呢",
    )
    first = answer.answer.splitlines()[0]
    assert "训练" not in first
    assert "每张" in first or "张/分钟" in first or "每分钟" in first


@pytest.mark.parametrize(
    ("question", "total"),
    [
        ("在晨涧云租一张 A800 常驻，整月下来大概多少钱？", "¥3,759.50"),
        ("what's the bill for a full month of one A800 on 晨涧云", "$538"),
    ],
)
def test_a_month_said_without_a_number_is_priced_as_730_hours(advisor, question, total):
    answer = last_answer(advisor, question)
    first = answer.answer.splitlines()[0]
    assert "730" in first and total in first


def test_a_month_without_money_asked_sets_no_span(advisor):
    answer = last_answer(advisor, "整个月都在跑 qwen2.5 7b，一张 4090 放得下吗")
    assert answer.kind == "fit_check"
    assert "730" not in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "watts"),
    [
        ("is a 600W SFX enough for a 4070 Ti Super running comfy all day?", "600 W"),
        ("itx 小机箱，750w sfx-l 带 4080 super 跑 sd 够吗", "750 W"),
    ],
)
def test_a_psu_named_by_its_form_factor_is_judged(advisor, question, watts):
    answer = last_answer(advisor, question)
    assert answer.kind == "power"
    assert answer.verdict in ("yes", "no")
    assert watts in answer.answer.splitlines()[0]
