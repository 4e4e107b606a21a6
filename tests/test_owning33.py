"""Owning weighed against renting, and the money said beside it (2026-12-06, 33rd session).

A resale price asked beside a rental stays a rent-or-buy weighing (not a catalog row); a
purchase judged "dumb" or "亏得少" is weighed by its worth; a provider named is the rental set
against a used card; a colocation owns the cards and its flat monthly fee is weighed; a lease's
monthly payment and an outright price are said back; a resale said as a share of the price
("卖 4 成价", "resell at 35%") comes back as that share of the purchase price.

Each phrasing is our own; the checks are on the parsed values, the calculator's inputs and the
answer's kind and text.
"""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.lease_payment import lease_payment_said
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _parse(text: str):
    return parse(text, load_catalog(SPECS))


def _weighed(answer) -> dict:
    return next(c.input for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))


def _said(answer) -> str:
    return "\n".join([answer.answer, *answer.assumptions])


@pytest.mark.parametrize(
    "text",
    [
        "二手 A6000 现在两万左右，用两年还能卖多少？和在 AutoDL 租 A6000 比谁划算",
        "would it be stupid to purchase an L40S at ~$7.5k for a 2-year run when cloud rates drop?",
        "grad student, 2 years left: buy a used 4090 for ~$1,400 and sell it after, or use vast.ai",
        "三万买台 4090 整机用两年再出，和每月在恒源云租 4090 比，哪个亏得少",
    ],
)
def test_buying_weighed_against_a_rental_is_rent_or_buy(advisor, text):
    answer = last_answer(advisor, text)
    assert answer.kind == "rent_vs_buy"


def test_a_resale_price_asked_beside_a_rental_is_no_catalog_row():
    query = _parse("二手 A6000 现在两万左右，用两年还能卖多少？和在 AutoDL 租 A6000 比谁划算")
    assert query.intent == "rent_vs_buy" and query.task is None


@pytest.mark.parametrize(
    ("text", "fee"),
    [
        (
            "colo for my 4x 4090 is $220/month all-in vs runpod 4090 at $0.69/hr; 3 years, 8h/day",
            Decimal(220),
        ),  # fmt: skip
        (
            "colocation of my 2 L40S costs $300 per month power included vs Lambda rental, 3 years",
            Decimal(300),
        ),  # fmt: skip
    ],
)
def test_a_flat_colocation_fee_is_weighed_with_owning(advisor, text, fee):
    assert _parse(text).hosting_per_month == fee
    answer = last_answer(advisor, text)
    assert answer.kind == "rent_vs_buy"
    assert Decimal(str(_weighed(answer)["hosting_per_month"])) == fee
    assert f"{fee:,.2f}" in _said(answer)


def test_a_flat_fee_is_read_in_chinese():
    query = _parse("两张 4090 放机房托管每月 600 块，跟在 AutoDL 租比，三年哪个划算")
    assert query.hosting_per_month == Decimal(600) and query.currency == "CNY"


@pytest.mark.parametrize(
    ("text", "monthly"),
    [
        ("lease a 4x H100 node at $9.5k/month for 36 months, or rent on demand as needed?", 9500),
        ("a $12,000/month lease on an 8x A100 box vs renting, which wins?", 12000),
        ("融资租赁每个月 5 万，8 卡 A800，还是直接按需租？", 50000),
    ],
)
def test_a_lease_payment_is_read(text, monthly):
    assert lease_payment_said(text.lower()) == {"lease_monthly": Decimal(monthly)}


def test_a_lease_payment_is_said_back(advisor):
    text = "lease an 8x A100 box at ~$11k/month for 2 years or just rent on demand? ~1,500 h/month"
    answer = last_answer(advisor, text)
    assert answer.kind == "rent_vs_buy"
    assert "$11,000" in _said(answer)


def test_a_price_to_buy_outright_beside_a_lease_is_the_purchase_price(advisor):
    text = "vendor: 8x H100 on a 3-year lease at $30k/month, or buy outright for $290k. thoughts?"
    assert _parse(text).purchase_quoted == Decimal(290000)
    answer = last_answer(advisor, text)
    assert Decimal(str(_weighed(answer)["capex"])) == Decimal(290000)
    assert "$290,000" in _said(answer)


@pytest.mark.parametrize(
    ("text", "share"),
    [
        ("两张 4090 三万买的，用完还能卖 5 成价，跟租比划算吗", 0.5),
        ("残值算剩两成的话，自购 A100 还划算吗", 0.2),
        ("buy 2x 3090 for $1,600 and resell at 35% after two years, vs renting on runpod?", 0.35),
    ],
)
def test_a_resale_share_is_read(text, share):
    assert _parse(text).resale_share == pytest.approx(share)


def test_a_resale_share_is_that_share_of_the_price_paid(advisor):
    first = "一台 4 卡 A6000 工作站 12 万 买断 vs 租 3 年，做微调用"
    answer = last_answer(advisor, first, "三年后还能卖 3 成价的话呢")
    assert answer.kind == "rent_vs_buy"
    assert Decimal(str(_weighed(answer)["resale_value"])) == Decimal(36000)
    assert "30%" in _said(answer)


def test_the_users_served_are_said_back_in_an_owning_answer(advisor):
    text = "内部部署 qwen2.5 14b 给 45 个人用，买两张 L40S 还是租阿里云 gn7i 划算？算 3 年"
    answer = last_answer(advisor, text)
    assert answer.kind == "rent_vs_buy"
    assert "45" in _said(answer)
