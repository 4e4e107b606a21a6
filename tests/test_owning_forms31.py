"""Owning weighed against renting, read from more forms (2026-12-06, thirty-first session).

A purchase then "or keep renting", renting set after "不如", a purchase and a rental on either
side of "还是", renting weighed "跟买比"; sessions said as "weekly, N hrs each"; a tariff in Swiss
francs; a rental's price in bare cents; a lump sum for the bought side beside a card rented.

Each phrasing is our own; the checks are on the parsed values, the calculator's inputs and the
answer's kind and first line.
"""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.answer_asked import answer_asked, asks_found
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


@pytest.mark.parametrize(
    "text",
    [
        "should I purchase an RTX 6000 Ada at $6.8k or just keep renting one on lambda?",
        "we could get a used 4090 for $1,500 or keep renting, which is better",
        "电费一度八毛，家里两张 4090，是不是不如直接租 A100",
        "二手 4090 一万三买一张，还是按小时租 autodl 的",
        "租 autodl 的 4090 每天 6 小时，和自己买卡相比哪个划算",
    ],
)
def test_a_purchase_set_against_renting_asks_rent_or_buy(text):
    assert answer_asked(asks_found(text.lower())) == "rent_or_buy"


@pytest.mark.parametrize(
    "text",
    [
        "租 A100 还是 H100，哪个快",  # two rentals weighed, nothing bought
        "buy a 4090 or a 5090?",
    ],
)
def test_no_rental_against_a_purchase_is_no_rent_or_buy(text):
    assert answer_asked(asks_found(text.lower())) != "rent_or_buy"


@pytest.mark.parametrize(
    ("turns", "card"),
    [
        (("We train LoRAs 10 hours a week. get a used 4090 for $1,500 or keep renting?",), "4090"),
        (("家里 4 张 4090 一直开着跑推理，电费一度六毛，还不如去租 H100？",), "4090"),
        (
            (
                "预算五万，想给 20 个人本地部署 qwen3-32b，买啥卡",
                "要是直接租云服务器呢，跟买比哪个划算",
            ),
            None,
        ),
    ],
)
def test_the_weighing_answers_them(advisor, turns, card):
    answer = last_answer(advisor, *turns)
    assert answer.kind == "rent_vs_buy"
    if card is not None:
        assert card in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "monthly"),
    [
        ("I use it weekly, 8 hrs each. buy a used A100 for $4.5k or keep renting?", 34.8),
        ("we run it monthly, about 10 hours each time; buy a 4090 or rent?", 10.0),
    ],
)
def test_a_period_said_as_an_adverb_is_one_session_a_period(text, monthly):
    query = _parse(text)
    assert query.usage_hours_per_month == pytest.approx(monthly, abs=0.1)
    assert query.usage_sessions is not None and query.usage_sessions[0] == 1.0


def test_hours_a_day_after_an_adverb_are_no_session():
    assert _parse("monthly bill for 8 hrs a day on a rented 4090?").usage_sessions is None


def test_a_follow_up_changes_the_sessions(advisor):
    first = (
        "I fine-tune twice a month, ~5 hours each. buy a used A100 40GB for $4k or keep renting?"
    )
    before = last_answer(advisor, first)
    after = last_answer(advisor, first, "what if it goes weekly, 10 hrs each")
    assert before.kind == after.kind == "rent_vs_buy"
    assert _weighed(after)["hours_per_week"] == pytest.approx(10.0, abs=0.1)


@pytest.mark.parametrize(
    ("text", "tariff", "currency"),
    [
        ("power costs 0.30 CHF per kWh here; home 4090 6 h/day vs renting, which wins?",
         Decimal("0.3850"), "USD"),
        ("电价 0.25 瑞郎一度，自己买 4090 每天跑 8 小时，还是租划算？", Decimal("2.2412"), "CNY"),
    ],
)  # fmt: skip
def test_a_tariff_in_swiss_francs_is_converted_at_the_dated_rate(text, tariff, currency):
    query = _parse(text)
    assert query.tariff_per_kwh == tariff
    assert query.tariff_currency == currency
    assert any("CHF" in (s := a.render("en")) and "2026-01-27" in s for a in query.assumptions)


def test_the_franc_tariff_is_said_in_the_answer(advisor):
    answer = advisor.ask("electricity is 0.40 CHF/kWh. own a 5090 at 4 h a day or rent one?")
    assert answer.kind == "rent_vs_buy"
    assert "CHF 0.40" in "\n".join(str(a) for a in answer.assumptions)
    assert Decimal(str(_weighed(answer)["tariff_per_kwh"])) == Decimal("0.5133")


@pytest.mark.parametrize(
    ("text", "rate"),
    [
        ("a second-hand 4090 for $1,400 or runpod at 35 cents, ~4 hrs a day", Decimal("0.35")),
        ("buying a used 3090 for $650, or renting on runpod for 22 cents?", Decimal("0.22")),
    ],
)
def test_a_bare_cents_price_beside_a_rental_is_its_hourly_rate(text, rate):
    query = _parse(text)
    assert query.rent_rate_stated == rate
    assert query.intent == "rent_vs_buy"


def test_a_bare_cents_tariff_is_no_rent():
    query = _parse("power is 28 cents here, buy a 4090 or rent on runpod, 5 h/day?")
    assert query.rent_rate_stated is None
    assert query.tariff_per_kwh == Decimal("0.28")


def test_the_cents_rate_is_weighed(advisor):
    answer = advisor.ask("used 3090 for $650 or runpod at 30 cents? about 3 hrs a day")
    assert answer.kind == "rent_vs_buy"
    assert Decimal(str(_weighed(answer)["rent_per_gpu_hour"])) == Decimal("0.30")


@pytest.mark.parametrize(
    ("text", "price"),
    [
        ("打算买 4 张 4090 的整机二十万，还是租 H100，两年算下来哪个省", Decimal("200000")),
        ("公司买两张 L20 的服务器十二万，还是租云上的 A100，用三年", Decimal("120000")),
    ],
)
def test_a_lump_sum_beside_a_card_rented_is_the_purchase_price(advisor, text, price):
    answer = advisor.ask(text)
    assert answer.kind == "rent_vs_buy"
    assert Decimal(str(_weighed(answer)["capex"])) == price


@pytest.mark.parametrize(
    "text",
    [
        "二手 3090 三千收一张，还是用 api，一天大概 30 万 token",
        "收张 p40 八百块，或者用 api，每天大概 50 万 token",
    ],
)
def test_a_sum_of_tokens_is_no_budget(text):
    query = _parse(text)
    assert query.budget not in (Decimal("300000"), Decimal("500000"))
