"""Rent or buy for a short project: the cards are sold again at the end, not written off."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from assistant.calc.resale import resold
from assistant.calc.tco import default_ownership_inputs, rent_vs_buy
from assistant.question.resale_words import resale_said
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _inputs(box, gpu_id: str, capex: str, years: float = 0.25):
    return default_ownership_inputs(
        box.tco, box.prices.offers, box.prices.fx, gpu_id=gpu_id, gpu_count=1, currency="USD",
        utilization=0.5, years=years, capex=Decimal(capex), power_kw=0.35,
        rent_per_gpu_hour=Decimal("0.30"),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("buy a 4090 and resell it after the project, or rent?", True),
        ("grab a used 3090, sell it on ebay when done", True),
        ("买两张3090用三个月再卖掉，还是直接租", True),
        ("项目结束出二手能回血多少", True),
        ("i sell software, which gpu for llama 8b", False),
        ("租出去能回本吗", False),
        ("bought a 4090 from a reseller, rent or keep it 3 years?", False),
        ("准备出手一张4090自己用三年，还是租", False),
    ],
)
def test_resale_is_read_from_the_words_people_use(text: str, said: bool) -> None:
    assert resale_said(text) is said


def test_a_card_sold_new_is_resold_at_the_bottom_of_its_used_range(box) -> None:
    # the RTX 3090's row: used 500-800 USD (2026): resale at 500, purchase at the top
    inputs, said = resold(_inputs(box, "rtx-3090", "1499"), box.catalog.gpu("rtx-3090"), [])
    assert inputs.resale_value == Decimal("500.00")
    assert "500 USD" in said.render("en") and "low end" in said.render("en")
    assert "the top of the range" not in said.render("en")


def test_a_used_only_card_fetches_what_was_paid_and_a_card_without_a_used_price_nothing(box):
    p40, said = resold(_inputs(box, "tesla-p40", "170"), box.catalog.gpu("tesla-p40"), [])
    assert p40.resale_value == Decimal("170") and "what was paid" in said.render("en")
    h200 = box.catalog.gpu("h200-sxm")
    kept, said = resold(_inputs(box, h200.id, "30000"), h200, [])
    assert kept.resale_value == 0 and "no used-market price" in said.render("en")


def test_the_write_off_is_the_price_less_the_resale_over_the_months_held(box) -> None:
    # (1,499 - 500) / 3 months = 333 a month of depreciation, against 1,499 / 3 = 499.67
    inputs, _ = resold(_inputs(box, "rtx-3090", "1499"), box.catalog.gpu("rtx-3090"), [])
    result = rent_vs_buy(inputs, today=date(2026, 12, 5))
    assert result.depreciation_monthly == Decimal("333.00")
    kept = rent_vs_buy(_inputs(box, "rtx-3090", "1499"), today=date(2026, 12, 5))
    assert kept.depreciation_monthly == Decimal("499.67")


def test_a_two_month_project_is_weighed_over_months_with_the_resale_said(advisor) -> None:
    answer = advisor.ask("need a 4090 for a 2 month project, then nothing. buy and resell or rent?")
    lines = answer.answer.splitlines()
    assert "over 2 months" in lines[0] and "the price less its resale" in lines[0]
    assert any(line.startswith("Sold at the end for about 1,400 USD") for line in lines)
    zh = advisor.ask("三个月的项目，买一张3090用完卖掉，还是租划算").answer.splitlines()
    assert "用 3 个月" in zh[0] and "购置价减转卖回款" in zh[0]
    assert any("结束后转卖约回款" in line for line in zh)


def test_a_long_horizon_without_resale_words_is_still_written_off(advisor) -> None:
    first = advisor.ask("rent or buy an 8x h100 server for 3 years?").answer.splitlines()[0]
    assert "over 3 years" in first and "(depreciation, maintenance, energy)" in first
