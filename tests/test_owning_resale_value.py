"""Rent or buy with the resale the user states, and both monthly figures when owning never pays.

"I'd flip it for $900 when done", "三年后转手还能卖6000": the amount is what comes back at the
end (``resale_value``), not the price paid; the weighing and the figures line use it. A light
user's answer that owning never pays back still gives what owning costs a month.
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


def _weighed(answer):
    call = next(c for c in answer.tool_calls if c.tool in _WEIGHING)
    out = call.typed(RentVsBuy)
    assert out is not None, call.output
    return call, out


def test_resale_said_in_dollars_is_no_purchase_price(box) -> None:
    q = parse("buy or rent a 4090? ~3h a day, resale maybe $900 in 3 years", box.catalog)
    assert q.resale_value_said == Decimal(900) and q.resale_currency == "USD"
    assert q.budget is None and q.resale_said


def test_resale_said_in_yuan(box) -> None:
    q = parse("买两张3090还是租，每天用6小时，三年后转手还能卖6000", box.catalog)
    assert q.resale_value_said == Decimal(6000) and q.budget is None


def test_price_paid_and_resale_both_kept(box) -> None:
    q = parse("paying $1600 for a 4090 vs renting, I'd sell it for $950 after 2 yrs", box.catalog)
    assert q.budget == Decimal(1600) and q.resale_value_said == Decimal(950)


def test_card_number_after_a_selling_word_is_no_resale(box) -> None:
    q = parse("卖掉3090换4090划算吗", box.catalog)
    assert q.resale_value_said is None


def test_stated_resale_lowers_owning(advisor) -> None:
    with_resale = advisor.ask(
        "paying $1600 for a 4090 vs renting, 8h a day, I'd sell it for $950 after 2 yrs"
    )
    without = advisor.ask("paying $1600 for a 4090 vs renting, 8h a day, over 2 yrs")
    call, out = _weighed(with_resale)
    _, base = _weighed(without)
    assert call.input["resale_value"] == Decimal(950)
    # the resale comes off the depreciation: $950 over 24 months
    assert float(base.own_monthly - out.own_monthly) == pytest.approx(950 / 24, abs=0.05)
    assert "resale at the end $950.00" in with_resale.answer


def test_never_pays_gives_both_monthly_figures(advisor) -> None:
    answer = advisor.ask("rent or buy an rtx 4080 super? only about 3 hours a week of llm stuff")
    _, out = _weighed(answer)
    assert out.break_even_months is None
    line = first_line(answer.answer)
    assert f"${out.rent_monthly:,.2f}" in line and f"${out.own_monthly:,.2f}" in line


def test_never_pays_both_figures_in_chinese(advisor) -> None:
    answer = advisor.ask("一周就玩两三个小时，买4090还是租卡，多久回本")
    _, out = _weighed(answer)
    assert out.break_even_months is None
    line = first_line(answer.answer)
    assert f"¥{out.rent_monthly:,.2f}" in line and f"¥{out.own_monthly:,.2f}" in line
