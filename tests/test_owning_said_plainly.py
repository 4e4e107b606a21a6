"""Rent-or-buy facts said in passing are still the ones weighed and said back.

A monthly cloud bill ("our bill is ~$12k a month"), the instance type rented ("vs renting a
p4d.24xlarge"), a later utilisation said loosely ("closer to 80%"), hours totalled over a month
("一个月加起来 30 小时"), a price the card "can be had for", and "到底买还是租" (a choice, not a
why).
"""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE, memory_advisor


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _weighed(answer):
    (call,) = [c for c in answer.tool_calls if c.tool in ("rent_vs_buy", "rent_vs_buy_stated")]
    return call.input


@pytest.mark.parametrize(
    ("question", "spend"),
    [
        ("our training bill with runpod is about $12k a month. buy 8x h100 instead?", 12000),
        (
            "the azure bill for our a100s runs ~$7,500 per month, would owning them be cheaper?",
            7500,
        ),
    ],
)
def test_a_monthly_bill_is_the_rent_spend(catalog, advisor, question, spend):
    q = parse(question, catalog)
    assert (q.budget, q.budget_kind, q.budget_period) == (Decimal(spend), "rent", "month")
    answer = advisor.ask(question)
    assert answer.kind == "rent_vs_buy"
    assert f"{spend:,}" in answer.answer


def test_the_instance_type_rented_is_said_back(advisor):
    answer = advisor.ask("buying 8x a100 80gb for $170k at 70% use, or renting gcp a2-ultragpu-8g?")
    assert answer.kind == "rent_vs_buy"
    assert "a2-ultragpu-8g" in answer.answer


@pytest.mark.parametrize(
    ("follow_up", "util"),
    [
        ("and if utilization is closer to 85%?", 0.85),
        ("what if usage rises to 70%", 0.7),
        ("利用率接近 90% 呢", 0.9),
    ],
)
def test_a_loosely_said_utilisation_replaces_the_earlier_one(advisor, follow_up, util):
    first = "buy 4x h100 for $120k, we'd use them 50% of the time, or rent on aws?"
    answer = advisor.converse([first, follow_up]).turns[-1].answer
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["utilization"] == pytest.approx(util, abs=0.002)
    assert f"{util:.0%}" in answer.answer.splitlines()[0]


def test_hours_totalled_over_a_month_are_the_use(catalog, advisor):
    question = "平时上班没空，一个月就周末玩玩，加起来 30 小时左右，4070 super 买还是租"
    q = parse(question, catalog)
    assert q.usage_hours_per_month == 30
    assert q.duration_hours is None
    assert _weighed(advisor.ask(question))["years"] == 3.0


def test_a_price_the_card_can_be_had_for_is_the_purchase_price(catalog):
    q = parse("4070 现在4.5k就能拿下，买还是租", catalog)
    assert (q.budget, q.budget_kind, q.budget_currency) == (Decimal(4500), "buy", "CNY")


@pytest.mark.parametrize(
    "question",
    ["一周也就用十来个小时，4090 到底买还是租？", "到底该买卡还是租卡，3090，每天用3小时"],
)
def test_buy_or_rent_asked_with_daodi_is_weighed(advisor, question):
    assert advisor.ask(question).kind == "rent_vs_buy"
