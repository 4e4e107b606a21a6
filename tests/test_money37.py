"""Prices and rent vs buy (money37): a sum asked by its sign ("$ ballpark?") is a job's price;
a bare cents rate at a named cloud priced by the month is the stated rent; two rented cards for
a media job priced are both priced; a machine's price in words of 万 ("一百五十万") set against
renting is the purchase, "7x24" its use; owning doubted ("even an option?", "还有必要吗") or
renting said cheaper beside the user's own hours is rent vs buy; jiao of a dollar is a USD rent;
a horizon in years is said back in months too; half the price back at the end is a resale
share; "need 4 for two weeks" counts the cards; an API bill that "costs us" a month is the
spend weighed; "per 10,000 images" is the count priced."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.question.images_counted import images_counted
from assistant.question.parsing import parse
from tests.support.advisors import first_line, last_answer, memory_advisor, tool_call, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog(advisor):
    return advisor.catalog


# --------------------------------------------------------------------------- a sum by its sign


def test_dollar_sign_estimate_prices_the_job(advisor):
    answer = last_answer(
        advisor, "llama 3.1 8b qlora on 50k samples, rented lambda h100 — $ ballpark overall?"
    )
    assert answer.kind == "price"
    assert "$" in first_line(answer) and "in total" in first_line(answer)
    assert tool_call(answer, "price_job").input["provider"] == "lambda"


# --------------------------------------------------------------------------- a rent stated


def test_bare_cents_at_a_cloud_priced_by_the_month(advisor):
    answer = last_answer(advisor, "a 4090 on vast.ai at 35 cents, how much a month if run 24/7?")
    assert answer.kind == "price"
    line = first_line(answer)
    assert "$255.50" in line and "$0.35" in line


def test_jiao_of_a_dollar_is_a_usd_rent(catalog):
    query = parse("runpod 上租 4090 才三毛多美元一小时，买卡还有必要吗？每天跑 10 小时", catalog)
    assert query.rent_rate_stated == Decimal("0.3")
    assert query.currency == "USD"


def test_rent_rate_stated_with_owning_doubted_is_rent_vs_buy(advisor):
    query, answer, line = turn_of(
        advisor, "runpod 上租 4090 才三毛多美元一小时，买卡还有必要吗？每天跑 10 小时"
    )
    assert answer.kind == "rent_vs_buy"
    assert "$0.30" in answer.answer


# --------------------------------------------------------------------------- two cards priced


def test_two_rented_cards_for_an_audio_job_are_both_priced(advisor):
    answer = last_answer(
        advisor,
        "rough spend to transcribe 2,000 hours of audio with whisper large-v3 on rented"
        " A10G vs L4?",
    )
    assert answer.kind == "workload_compare"
    priced = {c.input["gpu"] for c in answer.tool_calls if c.tool == "price_job"}
    assert priced == {"a10g", "l4"}
    assert first_line(answer).count("$") >= 2


# --------------------------------------------------------------------------- owning weighed


def test_machine_price_in_words_against_renting_is_its_purchase(advisor):
    query, answer, line = turn_of(
        advisor, "8 卡 A800 整机一百五十万，对比租 AutoDL 的 A800，两年 7x24 训练哪个划算"
    )
    assert answer.kind == "rent_vs_buy"
    assert query.budget == Decimal("1500000")
    assert query.usage_hours_per_month == 730.0  # 7x24: the owned box busy the whole month
    assert "1,500,000" in answer.answer and "100%" in answer.answer


@pytest.mark.parametrize(
    "text",
    [
        "we need 4x H100 for a month twice a year; is owning even an option?",
        "everyone tells me renting is cheaper for finetuning, I train about 4 hours every Saturday",
        "AutoDL 上 A100 按小时租，三年算下来买机器还有意义吗？每天 6 小时",
    ],
)
def test_owning_doubted_is_rent_vs_buy(advisor, text):
    assert last_answer(advisor, text).kind == "rent_vs_buy"


def test_horizon_in_years_said_back_in_months(advisor):
    answer = last_answer(
        advisor,
        "buy a 4x A100 box (~$60k) or keep renting at $1.50/GPU-hr? about 50% busy, 2 year horizon",
    )
    assert answer.kind == "rent_vs_buy"
    assert "over 2 years (24 months)" in answer.answer


def test_half_the_price_back_is_a_resale_share(advisor):
    turns = (
        "想自己买 2 张 4090 大概 3 万，还是在 AutoDL 租，每天用 6 小时，用三年，"
        "电费一度七毛，哪个省？",
        "要是三年后 4090 还能卖半价呢？",
    )
    query, answer, line = turn_of(advisor, *turns)
    assert answer.kind == "rent_vs_buy"
    assert query.resale_share == 0.5
    assert "RTX 4090" in line


def test_half_back_in_english(catalog):
    query = parse("buy two 4090s or rent? I could sell them for half after 2 years", catalog)
    assert query.resale_share == 0.5


def test_api_bill_that_costs_us_is_the_monthly_spend(advisor):
    query, answer, line = turn_of(
        advisor,
        "our API usage costs us about $3,000/month, would self-hosting llama 3.3 70b on our"
        " own 2x A100 be worth it?",
    )
    assert answer.kind == "rent_vs_buy"
    assert query.budget == Decimal("3000") and query.budget_period == "month"
    assert "3,000" in answer.answer


# --------------------------------------------------------------------------- counts kept


def test_need_n_counts_the_cards_priced(advisor):
    answer = last_answer(advisor, "H100 hourly on Lambda vs Nebius? need 4 for two weeks")
    assert answer.kind == "price"
    assert {c.input["count"] for c in answer.tool_calls if c.tool == "price_job"} == {4}


def test_per_thousands_of_images_is_the_count_priced(advisor):
    assert images_counted("price per 10,000 flux images at 1024 on an h100") == 10000
    assert images_counted("the cost per 1024 image") is None  # a side, not a count
    answer = last_answer(advisor, "price per 10,000 SDXL images at 1024px on an H100 at lambda?")
    speed = tool_call(answer, "estimate_workload_speed")
    assert speed is not None and speed.input["images"] == 10000
