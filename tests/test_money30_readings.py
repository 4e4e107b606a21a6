"""Money and time readings dropped on one path of a rent-or-buy or price question.

Phrasings of our own, sharing the mechanism but not the words of the cases that showed it:
a month's rent said with no spend word, a span of renting already done, a per-card price said
back, a colocation fee kept by a follow-up, an instance kept up round the clock, a price the
last answer gave pointed at, and a training corpus sized as "N-token".
"""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(SPECS)


def _ask(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


def _rvb(answer):
    (call,) = [c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")]
    return call


@pytest.mark.parametrize(
    ("question", "rent", "quote"),
    [
        ("租着 4 卡 A100，每个月差不多 6 万块，供应商报价整机 90 万，买下来值吗", 60000, 900000),
        ("renting 4x A100 runs us about $12k a month and a reseller wants $160k for a box."
         " buy it?", 12000, 160000),
    ],
)  # fmt: skip
def test_month_of_rent_without_spend_word(catalog, question, rent, quote):
    q = parse(question, catalog)
    assert (q.budget, q.budget_kind, q.budget_period) == (Decimal(rent), "rent", "month")
    assert q.purchase_quoted == Decimal(quote)


@pytest.mark.parametrize(
    "question",
    [
        "我们 A100 已经租了两年多，每月 3 万元，买 4 张要 40 万，划算吗",
        "we've been renting A100s for about two years at $8k a month; buy four for $60k?",
    ],
)
def test_span_rented_so_far_is_no_horizon(advisor, catalog, question):
    q = parse(question, catalog)
    assert q.duration_hours is None
    assert q.budget_kind == "rent"
    assert _rvb(_ask(advisor, question)).input["years"] == 3.0  # the default horizon


def test_rent_for_a_year_still_a_horizon(catalog):
    assert parse("rent 4x A100 for two years or buy them?", catalog).duration_hours == 17520.0


def test_each_card_price_said_back(advisor):
    answer = _ask(advisor, "买三张 4090（一万五一张）还是租 4090 一块九一小时，每天用 6 小时")
    assert str(_rvb(answer).input["capex"]) == "45000"
    assert "15,000" in answer.answer and "45,000" in answer.answer


def test_colocation_fee_kept_by_follow_up(advisor):
    answer = _ask(
        advisor,
        "We pay about $7k/month renting 8 L4s on GCP. Would buying an 8x L4 server for ~$30k "
        "pay off? Colo is $180/kW/month.",
        "what if they're only busy half the time?",
    )
    call = _rvb(answer)
    assert str(call.input["hosting_per_kw_month"]) == "180"
    assert call.input["utilization"] == 0.5
    assert "$180.00 per kW a month" in answer.answer


@pytest.mark.parametrize(
    ("question", "surface"),
    [
        ("an always-on ASR endpoint on one g6.xlarge: monthly bill?", "always-on"),
        ("speech-to-text service on a g5.xlarge, never turned off, what per month?",
         "never turned off"),
    ],
)  # fmt: skip
def test_instance_kept_up_is_no_audio_job(advisor, question, surface):
    answer = _ask(advisor, question)
    assert answer.kind == "price"
    (price,) = [c for c in answer.tool_calls if c.tool == "price_job"]
    assert price.input["hours"] == 730.0
    assert not [c for c in answer.tool_calls if "audio_hours" in c.input]
    assert any(surface in a and "24 hours a day" in a for a in answer.assumptions)


def test_price_pointed_at_then_buying_weighed(advisor):
    answer = _ask(
        advisor,
        "算家云 4090 一块八一小时，全天候开一个月多少钱",
        "这么贵的话，不如自己买张 4090 吧？一万五左右",
    )
    assert answer.kind == "rent_vs_buy"
    call = _rvb(answer)
    assert (str(call.input["capex"]), call.input["utilization"]) == ("15000", 1.0)
    assert "每天 24 小时" in answer.answer


@pytest.mark.parametrize(
    ("question", "tokens"),
    [
        ("continued pretraining of a 3B on a 40B-token code corpus, 16 H100s: days?", 40e9),
        ("用 8 张 A100 在 50B-token 的语料上继续预训练 qwen2.5 1.5b 要多久", 50e9),
    ],
)
def test_hyphenated_token_count(catalog, question, tokens):
    assert parse(question, catalog).tokens == tokens
