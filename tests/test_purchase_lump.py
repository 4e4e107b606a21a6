"""The one lump sum said beside a stated rent is the price of what is bought.

Phrasings of our own: the purchase price is tied to the card by a comma, a bracket or "is",
never by a quote word; the weighing must use it, not the catalog's launch price.
"""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.purchase_quote import purchase_quoted
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(SPECS)


def _capex(answer):
    (call,) = [c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")]
    return Decimal(str(call.input["capex"]))


@pytest.mark.parametrize(
    ("question", "capex"),
    [
        ("打算入一张 3090 跑 sd，八千五，或者租恒源云的 3090 一块六一小时，每周 15 小时", 8500),
        ("we rent 2x a6000 at $0.79/hr each. buying 2 of them (~$9k) instead, worth it?", 9000),
        ("租 4090 两块一小时，一个月 120 小时，还是买两张 4090（一万六左右一张）划算", 32000),
    ],
)
def test_the_lump_beside_a_rent_is_the_purchase_weighed(advisor, question, capex):
    answer = advisor.ask(question)
    assert answer.intent == "rent_vs_buy"
    assert _capex(answer) == capex


def test_a_used_card_priced_beside_a_monthly_bill_sets_the_breakeven(advisor):
    answer = advisor.ask(
        "we pay ~$3k/month for an L40S on AWS. a used L40S is ~$6.5k on ebay. breakeven?"
    )
    assert answer.intent == "rent_vs_buy"
    assert _capex(answer) == 6500


def test_a_price_to_buy_beside_an_hourly_rent_is_a_weighing(catalog):
    text = "矩池云 a10 两块一小时跑推理，每月 150 小时，还是闲鱼收张二手 a10（4500）"
    query = parse(text, catalog)
    assert query.intent == "rent_vs_buy"
    assert query.budget == Decimal("4500")


@pytest.mark.parametrize(
    "text",
    [
        "rent a 4090 at $0.40/hr for 300 hours, or buy it?",  # no lump: hours and a rate
        "租 4090 两块一小时，买的话 1.3w 或者 1.5w 两种",  # two lumps: which one is unknown
        "rent a 4090 at $0.40/hr; my psu is 850w, is buying one worth it",  # watts, not 万
    ],
)
def test_no_single_lump_is_no_purchase_price(catalog, text):
    slots = parse(text, catalog).model_dump()
    assert purchase_quoted(text.lower(), slots).get("purchase_quoted") is None


def _rvb(answer):
    (call,) = [c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")]
    return call


@pytest.mark.parametrize(
    ("question", "rate"),
    [
        # 4 cards busy 60% of 730 h cost $5,000: about $2.85 per GPU-hour, not the list price
        (
            "we spend $5k/month on 4x L40S at AWS, busy about 60%. a 4x L40S rig (~$40k) pay off?",
            2.854,
        ),
        (
            "每月花 3 万在阿里云租 4 卡 A100，利用率约 40%，买 4 卡 A100 整机（50 万）多久回本",
            25.685,
        ),
    ],
)
def test_a_monthly_spend_at_a_stated_busy_share_is_the_rate_weighed(advisor, question, rate):
    answer = advisor.ask(question)
    call = _rvb(answer)
    assert float(call.input["rent_per_gpu_hour"]) == pytest.approx(rate, abs=0.001)
    assert "pays" in answer.answer or "回本" in answer.answer
    # the rate is theirs: no provider's list price is said to be the one weighed
    assert "what you pay" in answer.answer or "实际付" in answer.answer
