"""Rent vs buy on the user's own numbers: the card priced is bought, stated prices win.

"my old 2080 died … a used 3090 for $700 or keep renting at 40c/hr": the card with a price is
the one bought, not the dead one; its resale said in a follow-up keeps the rent. A per-card
price is said back, a monthly cloud bill said before 充/租 is the rent spend, a rate in cents an
hour prices the stated hours, a light use judged worth buying is weighed against renting, and a
box bought against API tokens gives the API price that matches owning it.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.calc.tco import RentVsBuy
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox

_WEIGHING = ("rent_vs_buy", "rent_vs_buy_stated")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


def _weighing(answer):
    call = next(c for c in answer.tool_calls if c.tool in _WEIGHING)
    out = call.typed(RentVsBuy)
    assert out is not None, call.output
    return call, out


_DEAD_CARD = (
    "my 2080 finally died. about 15 hours a week of sd and local llms. "
    "a used 3090 for $700 off marketplace, or keep renting at $0.40/hr?"
)


def test_the_card_priced_is_bought_not_the_dead_one(advisor) -> None:
    answer = advisor.ask(_DEAD_CARD)
    call, out = _weighing(answer)
    assert call.input["gpu"] == "rtx-3090" and out.inputs.capex == Decimal(700)
    assert Decimal(str(call.input["rent_per_gpu_hour"])) == Decimal("0.40")
    assert "3090" in first_line(answer.answer) and "2080" not in first_line(answer.answer)


def test_resale_follow_up_keeps_the_rent_and_the_card(advisor) -> None:
    turns = advisor.converse([_DEAD_CARD, "and if I sell the 3090 in 3 years for about $400?"])
    answer = turns.turns[-1].answer
    assert answer.kind == "rent_vs_buy"
    call, out = _weighing(answer)
    assert call.input["gpu"] == "rtx-3090" and call.input["years"] == 3.0
    assert Decimal(str(call.input["resale_value"])) == Decimal(400)
    assert Decimal(str(call.input["rent_per_gpu_hour"])) == Decimal("0.40")


def test_resale_after_a_span_reads_the_price_not_the_years(box) -> None:
    q = parse("what if I resell the 4090 after 3 years for ~$900?", box.catalog)
    assert q.resale_value_said == Decimal(900) and q.budget is None


def test_each_cards_price_is_said_back(advisor) -> None:
    answer = advisor.ask(
        "we pay about $9k/month on lambda H100s. buy 4x H100 PCIe at ~$24k each instead?"
    )
    call, out = _weighing(answer)
    assert out.inputs.capex == Decimal(96000) and call.input["count"] == 4
    assert "4 × $24,000.00" in answer.answer


def test_monthly_top_up_is_the_rent_spend(box) -> None:
    q = parse("1.5w 买一张 4090 跑 sd 出图，还是每个月 1200 租卡", box.catalog)
    assert q.budget == Decimal(1200) and q.budget_kind == "rent" and q.budget_period == "month"
    assert q.intent == "rent_vs_buy"


def test_monthly_top_up_weighs_the_one_card_offered(advisor) -> None:
    answer = advisor.ask("1.5w 买一张 4090 跑 sd 出图，还是每个月 1200 充云平台")
    call, out = _weighing(answer)
    assert call.input["count"] == 1 and out.inputs.capex == Decimal(15000)
    assert "1,200" in answer.answer


def test_cents_an_hour_price_the_hours_stated(advisor) -> None:
    answer = advisor.ask("vast 3090 is 25 cents per hour right? 8 hrs a day for a month, total?")
    assert answer.kind == "price"
    stated = next(c for c in answer.tool_calls if c.tool == "price_stated_rate")
    assert Decimal(str(stated.input["rate"])) == Decimal("0.25")
    assert 240 <= float(stated.input["hours"]) <= 246  # 8 h a day over a month, not 730 h


@pytest.mark.parametrize(
    ("question", "rate", "total"),
    [
        ("runpod 4090 at $0.59/hr, 130 hours a month, what's the bill", "0.59", "$76.70"),
        # a provider in the book, its listed rate lower: the rate the user pays is totalled
        ("算家云 4090 标价一块八/小时，一周用 5 天每天 6 小时，月底付多少", "1.8", "¥234.72"),
    ],
)
def test_a_stated_rate_totals_the_monthly_use(advisor, question, rate, total) -> None:
    answer = advisor.ask(question)
    stated = next(c for c in answer.tool_calls if c.tool == "price_stated_rate")
    assert Decimal(str(stated.input["rate"])) == Decimal(rate)
    assert total in first_line(answer.answer)  # the book's own price follows, to compare


def test_light_use_worth_buying_is_rent_vs_buy(advisor) -> None:
    answer = advisor.ask("每个月只用 5 天 h100 跑实验，值得买一张吗")
    assert answer.kind == "rent_vs_buy"
    call, _ = _weighing(answer)
    assert call.input["gpu"].startswith("h100") and call.input["utilization"] < 0.2


def test_cloud_forbidden_by_the_company_buys_cards(box) -> None:
    q = parse("公司不准代码上云，想攒一台跑 32b 补全，预算 1.5w，显卡怎么配", box.catalog)
    assert q.cloud_ruled_out and q.where == "own" and q.budget_kind == "buy"
    assert q.intent == "recommend"


def test_box_against_api_tokens_gives_the_break_even_price(advisor) -> None:
    answer = advisor.ask("would a DGX Spark for $4k beat paying an API if we use ~3M tokens a day?")
    assert answer.kind == "rent_vs_buy"
    line = first_line(answer.answer)
    assert "no API prices" in line and "DGX Spark" in line and "$4,000.00" in line
    _, out = _weighing(answer)
    assert out.utilization == 1.0
    own = next(r.own_monthly for r in out.sensitivity if r.utilization >= 1.0)
    per_m = own / Decimal("91.25")  # 3M a day is 91.25M tokens a month
    assert f"${per_m:,.2f} per 1M tokens" in line


def test_months_until_it_breaks_even_weigh_the_stated_bill(advisor) -> None:
    # "breaks even" (not only "break even") asks the payback; the bill stated is the rent side
    answer = advisor.ask(
        "lambda A100s cost us about $6k a month, steady. when does a 4x A100 box at $70k break"
        "s even if we buy?"
    )
    assert answer.kind == "rent_vs_buy"
    line = first_line(answer.answer)
    assert "pays back in about" in line and "$6,000" in line


def test_cards_bought_against_an_api_at_a_daily_volume_in_chinese(advisor) -> None:
    # "和 … 哪个划算" weighs the two; "每天 2000 万 token" is the volume the break-even divides
    answer = advisor.ask("qwen api 和自己买 4 张 l40s 部署，每天 2000 万 token，哪个划算")
    assert answer.kind == "rent_vs_buy"
    line = first_line(answer.answer)
    assert "没有 API 价格" in line and "4 × L40S" in line
    assert "20.0M token/天" in answer.answer


@pytest.mark.parametrize(
    ("question", "hours"),
    [
        ("only a couple of weekends a month of sdxl training, is buying a 4090 dumb?", 96),
        ("每个月三个周末训 lora，买 4090 值得吗", 144),
    ],
)
def test_whole_weekends_a_month_are_the_use_weighed(advisor, question, hours) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "rent_vs_buy"
    call, _ = _weighing(answer)
    assert abs(call.input["utilization"] - hours / 730) < 0.01  # 48 h a weekend, not a horizon
