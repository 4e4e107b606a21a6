"""Money, rent-or-buy, instances and model names kept (money34): 蒸馏 reads as "distill" in a
model's alias; a spill to RAM wished away is a fit asked; experts placed in RAM after a box's
RAM question is that placement's fit, the RAM carried; a year's rent spend is its month's share
beside a purchase price; a rent paid by the hour set against a card over years is rent-or-buy;
a type named beside another cloud's rental is priced at its own cloud, and named again by its
family; a follow-up with no type of its own keeps the earlier one; a used box within a bare
ceiling is a budget; "what does X go for" asks the price to buy; hours beyond a month said per
month are a job's volume; "the 128 gig one" is the 128 GB Mac."""

from __future__ import annotations

import pytest

from assistant.question.offload_asked import offload_asked
from assistant.question.parsing import parse
from tests.support.advisors import last_turn, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog(advisor):
    return advisor.catalog


# --------------------------------------------------------------------------- model names


@pytest.mark.parametrize(
    ("text", "model"),
    [
        ("3090 上跑 r1 蒸馏 qwen 14b 的 q8 可以吗", "deepseek-r1-distill-qwen-14b"),
        ("deepseek r1 蒸馏版 llama 70b 两张 4090 够吗", "deepseek-r1-distill-llama-70b"),
        ("r1蒸馏qwen7b 在 4060 上能跑吗", "deepseek-r1-distill-qwen-7b"),
    ],
)
def test_distilled_in_chinese_names_the_distilled_model(catalog, text, model):
    assert parse(text, catalog).model_id == model


# --------------------------------------------------------------------------- spills and experts


def test_a_spill_wished_away_is_asked_not_seen():
    assert offload_asked("能不能全放显卡，不希望有层跑到内存里")
    assert offload_asked("i don't want half the layers on the cpu, does it fit the card?")
    assert not offload_asked("一半层跑在内存里，速度好慢")


def test_a_fit_with_the_spill_wished_away_is_a_fit_check(advisor):
    turn = last_turn(
        advisor, "3060 12g 跑 r1 蒸馏 qwen 14b q4，能全部放显卡吗，不希望有层跑到内存里"
    )
    assert turn.answer.kind == "fit_check"
    assert turn.query.model_id == "deepseek-r1-distill-qwen-14b"


def test_experts_in_ram_after_the_boxs_ram_is_the_placements_fit(advisor):
    turn = last_turn(
        advisor,
        "4090 + 128GB DDR5 in the box. is that RAM enough for the card?",
        "and qwen3-235b-a22b at q4 with the experts in ram, the rest on the card?",
    )
    assert turn.answer.kind == "fit_check"
    assert turn.query.ram_gb == 128
    assert "128 GB" in turn.answer.answer.splitlines()[0]


# --------------------------------------------------------------------------- money stated


def test_a_years_rent_spend_is_its_month_beside_the_purchase_price(catalog):
    q = parse("买两张 4090 的工作站 4 万，还是每年花 1.2 万租算力，哪个划算", catalog)
    assert (q.budget, q.budget_kind, q.budget_period) == (1000, "rent", "month")
    assert q.purchase_quoted == 40000


def test_an_hourly_rent_paid_against_a_card_over_years_is_rent_or_buy(advisor):
    turn = last_turn(
        advisor,
        "we pay $0.70/hr for a g5.xlarge around the clock."
        " would a used 3090 be cheaper over 2 years?",
    )
    assert turn.answer.kind == "rent_vs_buy"
    assert float(turn.query.budget) == pytest.approx(0.70)


def test_a_used_box_within_a_bare_ceiling_is_the_budget(catalog):
    q = parse("二手 4 卡 3090 整机，五万以内能拿下吗", catalog)
    assert (q.budget, q.budget_currency) == (50000, "CNY")


@pytest.mark.parametrize(
    "text",
    ["what does a used a6000 go for these days?", "what are 3090s going for on ebay right now?"],
)
def test_what_a_card_goes_for_is_its_price_to_buy(advisor, text):
    turn = last_turn(advisor, text)
    assert turn.query.spec_fields == ["price"]
    assert turn.answer.kind == "price"
    assert "used, $" in turn.answer.answer.splitlines()[0]


def test_hours_beyond_the_month_said_per_month_are_a_jobs_volume(catalog):
    q = parse("and if it became 1000 hours every month?", catalog)
    assert (q.duration_hours, q.job_per, q.usage_hours_per_month) == (1000, "month", None)


def test_a_mac_named_by_its_gigs_in_brackets_is_that_row(catalog):
    q = parse("MacBook Pro M4 Max (the 128 gig one), llama 70b q4 speed?", catalog)
    assert [g.gpu_id for g in q.gpus] == ["m4-max-128gb"]


# --------------------------------------------------------------------------- instances kept


def test_a_type_beside_another_clouds_rental_is_priced_at_its_own(advisor):
    turn = last_turn(
        advisor, "p5.48xlarge on-demand is about what an hour? vs renting 8 H100s on Lambda"
    )
    line = turn.answer.answer.splitlines()[0]
    assert "Lambda" in line and "p5.48xlarge" in line


def test_a_family_named_again_is_the_earlier_type_at_its_own_cloud(advisor):
    turn = last_turn(
        advisor,
        "p5.48xlarge on-demand is about what an hour? vs renting 8 H100s on Lambda",
        "and the p5 spot price?",
    )
    assert "p5.48xlarge" in turn.query.instance_words
    assert turn.query.provider == "aws"


def test_a_follow_up_with_no_type_keeps_the_earlier_one(advisor):
    turn = last_turn(
        advisor, "g5.12xlarge, which gpus are in it?", "how much an hour for that box?"
    )
    assert turn.answer.kind == "price"
    assert "g5.12xlarge" in turn.answer.answer.splitlines()[0]
