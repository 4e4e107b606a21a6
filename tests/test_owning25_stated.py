"""Owning weighed on the user's own figures: a total price, a year's share, AI work beside a game.

Our own phrasings, en and zh; each checks the slots read and the figures the answer uses.
"""

from pathlib import Path

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CATALOG = load_catalog(Path(__file__).resolve().parent.parent / "knowledge" / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_a_total_price_for_the_cards_is_the_price_paid_and_a_year_share_no_horizon():
    q = parse("租 a100 一小时 6 块，每年大概用 40% 的时间，买 2 张总共 16 万，哪个划算", CATALOG)
    assert q.budget == 160000 and q.budget_kind == "buy" and q.budget_currency == "CNY"
    assert q.duration_hours is None  # "每年" is the share's period, not how long one owns
    assert q.usage_hours_per_month == pytest.approx(292.0)


def test_the_stated_total_is_weighed_over_the_default_years(advisor):
    answer = advisor.ask(
        "l40s 租价一小时 5 块，两卡一年用一半时间，买两张 l40s 一共 14 万，哪个合算"
    )
    call = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert float(call.input["capex"]) == 140000 and call.input["years"] == 3.0
    assert call.input["utilization"] == 0.5


def test_a_price_in_brackets_after_a_long_name_is_the_price_paid():
    q = parse("打算买 mac studio m4 max 128g 统一内存版（三万二），还是租 runpod 的 h100", CATALOG)
    assert q.budget == 32000 and q.budget_kind == "buy"


@pytest.mark.parametrize(
    "text",
    [
        "rent a 4090 at $0.40/hr or buy one for $1,800? it's also my gaming card, ~3h/day of ml",
        "平时打游戏也炼丹，3090 租一小时 1.3 块还是 5000 买一张",
    ],
)
def test_ai_work_beside_a_game_is_weighed_not_refused(advisor, text):
    answer = advisor.ask(text)
    assert answer.kind == "rent_vs_buy"
    assert first_line(answer.answer).startswith(("Renting", "Buying", "租", "买", "自购"))


def test_a_game_alone_is_still_declined(advisor):
    answer = advisor.ask("can my 3090 play cyberpunk at 1440p with ray tracing on?")
    assert answer.kind == "unsupported"


def test_an_uncovered_provider_at_the_users_rate_shares_the_first_line_with_the_verdict(advisor):
    """The owner's own figures answer (their rate, their price): the provider the price book
    lacks is said first, as every uncovered thing is, and the verdict on those figures follows
    in the same first line, which so also answers what was asked."""
    answer = advisor.ask("tensordock lists 3090s at $0.27/hr; buying one used is $700. 6h a day?")
    first = answer.answer.split("\n\n")[0]
    assert first.startswith("**I don't cover TensorDock:**")
    assert "$0.27 per GPU-hour you gave" in first
    assert "**Buying 1 × RTX 3090 pays for itself in about" in first
