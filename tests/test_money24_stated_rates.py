"""Money said the way people say it: a cost asked as "run me", a rent the user states, a tariff.

"What would a g6e.12xlarge set me back for two days" asks a price of the type, not what it
holds; "租3090一块五一小时，跑三天" prices three days at the user's ¥1.50 (one card, not "一块"
of them, and not one hour), the price book's cheapest beside it; an electricity price beside
cards set against renting weighs owning them; "闲鱼 12000 收一张" is the price paid for the
card; "24/7" said after a weighing is the new use.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.calc.stated_rent import stated_rent
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor, turn_of

CATALOG = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _tool(answer, name):
    return next(c for c in answer.tool_calls if c.tool == name)


# ---------------------------------------------------------------- a cost asked as "run me"


@pytest.mark.parametrize(
    ("question", "hours"),
    [
        ("what would a g6e.12xlarge set me back for two days", 48.0),
        ("how much will a p4d.24xlarge run us over 48 hours", 48.0),
        ("g6e.12xlarge 跑两天要花多少", 48.0),
    ],
)
def test_a_cost_said_loosely_prices_the_named_type(advisor, question, hours):
    answer = last_answer(advisor, question)
    assert answer.kind == "price"
    priced = _tool(answer, "price_job")
    assert priced.input["hours"] == hours and priced.input["instance_type"]
    assert any(sign in first_line(answer.answer) for sign in ("$", "¥"))


def test_time_asked_with_spend_words_is_no_price():
    query = parse("微调一个7b的模型要花多少时间", CATALOG)
    assert not query.price_words


# ---------------------------------------------------------------- a rent the user states


@pytest.mark.parametrize(
    ("text", "rate", "count", "hours"),
    [
        ("租3090一块五一小时，跑三天多少钱", Decimal("1.5"), 1, 72.0),
        ("3090 每小时八毛，连跑200小时要多少钱", Decimal("0.8"), 1, 200.0),
        ("租两张4090，每卡每小时2.5块，跑100小时多少钱", Decimal("2.5"), 2, 100.0),
        ("how much to rent an h100 at $2.10/hr for two weeks", Decimal("2.1"), 1, 336.0),
    ],
)
def test_a_stated_rent_is_read_and_is_no_count_or_span(text, rate, count, hours):
    query = parse(text, CATALOG)
    assert query.rent_rate_stated == rate
    assert query.gpus[0].count == count and query.duration_hours == hours


def test_a_rent_ceiling_is_a_budget_not_a_stated_rent():
    query = parse("cheapest gpu under $1/hr for a 70b model", CATALOG)
    assert query.budget == Decimal(1) and query.rent_rate_stated is None


def test_stated_rent_totals_rate_by_units_by_hours():
    out = stated_rent(Decimal("2.5"), 2, 100.0, "CNY")
    assert out.total == Decimal("500.00") and out.unit_hours == 200.0
    whole = stated_rent(Decimal(30), 1, 72.0, "USD", basis="instance")
    assert whole.total == Decimal("2160.00") and whole.basis == "instance"


@pytest.mark.parametrize(
    ("question", "lead", "book"),
    [
        (
            "how much to rent an h100 at $2.10/hr for two weeks",
            "$705.60 in total",
            "my price book",
        ),
        ("租3090一块五一小时，跑三天多少钱", "合计 ¥108.00", "我的价格表"),
        ("租两张4090，每卡每小时2.5块，跑100小时多少钱", "合计 ¥500.00", "我的价格表"),
    ],
)
def test_a_price_at_a_stated_rent_leads_with_its_total(advisor, question, lead, book):
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "price"
    assert lead in line and book in line  # the book's price beside it, to compare
    assert line.index(lead) < line.index(book)
    stated = _tool(answer, "price_stated_rate")
    assert stated.input["hours"] == _tool(answer, "price_job").input["hours"]


def test_a_named_type_at_a_stated_rate_is_per_instance(advisor):
    answer = last_answer(advisor, "p4d.24xlarge at $30/hr for 3 days, total cost?")
    assert "$2,160.00 in total" in first_line(answer.answer)
    assert _tool(answer, "price_stated_rate").input["basis"] == "instance"


def test_a_rate_judged_with_no_span_keeps_the_book_lead(advisor):
    answer = last_answer(advisor, "vast charges $0.30/hr for a 3090, is that good?")
    assert not any(c.tool == "price_stated_rate" for c in answer.tool_calls)


# ---------------------------------------------------------------- owning weighed by a tariff


@pytest.mark.parametrize(
    ("question", "tariff"),
    [
        (
            "electricity here is $0.25/kWh — 4x 4090 running 10 hours a day vs renting them on"
            " vast, which wins over 3 years?",
            "0.25",
        ),
        ("电费一度0.6，两张4090每天跑10小时，对比在autodl上租，三年哪个划算", "0.6"),
    ],
)
def test_a_tariff_beside_cards_against_renting_weighs_owning(advisor, question, tariff):
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    weighed = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert Decimal(str(weighed.input["tariff_per_kwh"])) == Decimal(tariff)


@pytest.mark.parametrize(
    ("first", "then"),
    [
        (
            "power costs $0.20/kWh. 2x 4090 serving ~6h a day vs renting on runpod, cheaper"
            " over 3 years?",
            "and if they ran around the clock?",
        ),
        ("电费一度0.6，两张4090每天跑10小时，对比在autodl上租，三年哪个划算", "要是全天候跑呢"),
    ],
)
def test_running_all_day_after_a_weighing_is_the_new_use(advisor, first, then):
    query, answer, _ = turn_of(advisor, first, then)
    assert answer.kind == "rent_vs_buy"
    assert query.usage_hours_per_month == 730.0
    weighed = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert weighed.input["utilization"] == 1.0


# ---------------------------------------------------------------- a used price on 闲鱼


def test_a_used_market_price_before_the_buying_word_is_the_price_paid(advisor):
    question = "autodl 租 4090 每天 5 小时，对比闲鱼 12000 收一张 4090，多久回本"
    query = parse(question, CATALOG)
    assert query.budget == Decimal(12000) and query.budget_kind == "buy"
    answer = last_answer(advisor, question)
    assert answer.kind == "rent_vs_buy"
    weighed = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert Decimal(str(weighed.input["capex"])) == Decimal(12000)


@pytest.mark.parametrize(
    ("first", "then", "stated"),
    [
        ("rent an a6000 at $0.45/hr for a week, total?", "and for two weeks?", True),
        ("rent an a6000 at $0.45/hr for a week, total?", "what about an l40s instead?", False),
        ("租3090一块五一小时，跑三天多少钱", "跑一个月呢", True),
        ("租3090一块五一小时，跑三天多少钱", "换成4090呢", False),
    ],
)
def test_a_stated_rent_follows_its_card_only(advisor, first, then, stated):
    answer = last_answer(advisor, first, then)
    assert answer.kind == "price"
    assert any(c.tool == "price_stated_rate" for c in answer.tool_calls) is stated
