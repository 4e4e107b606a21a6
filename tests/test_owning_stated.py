"""Rent-or-buy questions keep the user's own figures: price paid, tariff, busy hours."""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.conversation import resolve
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.mark.parametrize(
    ("question", "budget", "tariff", "hours"),
    [
        # a card's price set against renting is what it costs to buy, beside a tariff
        ("power is $0.22/kWh here, a 4090 costs ~$1,900 vs renting on runpod, 2 hrs a day",
         Decimal("1900"), Decimal("0.22"), 60.8),
        ("electricity $0.12/kWh, a used 3090 is $650 versus renting — 6 hours a day",
         Decimal("650"), Decimal("0.12"), 182.5),
        ("电费0.5元/度，5090大概2万，和租卡比哪个划算？每天用4小时",
         Decimal("20000"), Decimal("0.5"), 121.7),
    ],
)  # fmt: skip
def test_card_price_against_renting_is_the_capex(catalog, question, budget, tariff, hours):
    query = parse(question, catalog)
    assert query.intent == "rent_vs_buy"
    assert query.budget == budget
    assert query.budget_kind != "rent"
    assert query.tariff_per_kwh == tariff
    assert query.usage_hours_per_month == pytest.approx(hours, abs=0.2)


@pytest.mark.parametrize(
    ("question", "budget", "share"),
    [
        ("一台二手8卡A100大概60万，和租三年比哪个划算？利用率估计50%", Decimal("600000"), 0.5),
        ("二手4卡3090的机器要3万块，和租一年比呢，利用率预计40%", Decimal("30000"), 0.4),
        ("a secondhand 8x A100 box is about $90,000, vs renting for 2 years at 50% utilization",
         Decimal("90000"), 0.5),
    ],
)  # fmt: skip
def test_used_box_price_and_estimated_utilisation(catalog, question, budget, share):
    query = parse(question, catalog)
    assert query.budget == budget
    assert query.budget_kind != "rent"
    assert query.usage_hours_per_month == pytest.approx(730 * share, abs=0.1)


@pytest.mark.parametrize(
    ("question", "hours"),
    [
        ("我们按需租A100，上个月账单200卡时，要不要买一张", 200.0),
        ("上月一共用了400卡时的4090，买一张是不是更划算", 400.0),
        ("we rent H100s on demand; last month's invoice came to 300 GPU-hours, buy one?", 300.0),
    ],
)
def test_last_months_gpu_hours_are_the_busy_hours(catalog, question, hours):
    assert parse(question, catalog).usage_hours_per_month == pytest.approx(hours)


@pytest.mark.parametrize(
    ("first", "then", "hours"),
    [
        ("8卡A100买还是租，利用率60%", "如果只用两年呢", 438.0),
        ("rent or buy 4 H100s at 30% utilization", "and over 18 months?", 219.0),
        (
            "electricity is $0.20/kWh; rent or buy a 4090, 5 hours a day",
            "what about over 2 years",
            152.1,
        ),
    ],
)
# fmt: skip
def test_follow_up_keeps_the_stated_use(catalog, first, then, hours):
    earlier, _ = resolve(parse(first, catalog), None)
    query, carried = resolve(parse(then, catalog), earlier)
    assert query.usage_hours_per_month == pytest.approx(hours, abs=0.1)
    assert "usage" in carried
    assert query.duration_hours is not None


@pytest.mark.parametrize(
    ("question", "notebook"),
    [
        ("paperspace growth plan vs buying a 4060 ti for a semester?", "paperspace"),
        ("paperspace的订阅套餐和自己买一张4060ti比，一个学期哪个划算", "paperspace"),
        ("gradient notebooks or my own 3060 for a class?", "paperspace"),
        ("renting an A100 on paperspace for 100 hours, how much?", None),
    ],
)
def test_a_notebook_subscription_is_marked(catalog, question, notebook):
    assert parse(question, catalog).notebook == notebook
