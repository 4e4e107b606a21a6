"""Rent vs buy on a total of GPU-hours over a horizon, the card bought set against the card
rented, cards owned against cloud ones, and a provider the price book lacks said first."""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _weighed(answer):
    return next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy")).input


@pytest.mark.parametrize(
    ("text", "monthly", "owned", "rented"),
    [
        (
            "about 200 GPU hours in total of H100 time over 6 months. buy a used 4090 or rent?",
            33.3,
            "rtx-4090",
            "h100-sxm",
        ),
        ("半年总共 300 卡时的 A100，买一张二手 3090 还是租？", 50.0, "rtx-3090", "a100-80gb-sxm"),
        (
            "a total of 120 hours over 4 months; buy a 5090 or just rent an L40S?",
            30.0,
            "rtx-5090",
            "l40s",
        ),
    ],
)
def test_total_hours_over_the_horizon_are_the_monthly_use(
    box, advisor, text, monthly, owned, rented
):
    query = parse(text, box.catalog)
    assert query.usage_hours_per_month == pytest.approx(monthly, abs=0.1)
    answer = advisor.ask(text)
    assert answer.kind == "rent_vs_buy"
    assert _weighed(answer)["gpu"] == owned
    assert any(c.tool == "price_job" and c.input["gpu"] == rented for c in answer.tool_calls)
    assert any(f"{monthly:g}" in a for a in answer.assumptions)


def test_total_hours_with_no_owning_weighed_are_not_a_use(box):
    assert parse("rent an a100 for 150 hours total", box.catalog).usage_hours_per_month is None


@pytest.mark.parametrize(
    "text",
    [
        "own a couple of 4090s in colo vs cloud L4s for whisper running 24/7?",
        "owning 4 3090s vs rented A10s for a 24/7 llm api, which is cheaper?",
    ],
)
def test_cards_owned_against_cloud_cards_is_rent_or_buy(advisor, text):
    answer = advisor.ask(text)
    assert answer.kind == "rent_vs_buy"
    weighed = _weighed(answer)
    assert weighed["count"] >= 2 and weighed["utilization"] == 1.0


@pytest.mark.parametrize(
    ("text", "verdict_too"),
    [
        ("买张4090还是租 AutoDL，每周用 20 小时", False),
        ("buy a 3090 or rent on tensordock, 10 hours a week?", False),
        ("买张4090还是租 AutoDL，每周用 20 小时，电费一块一度", True),
        ("买一张4090大概1.5万，和租 AutoDL 比多久回本", True),
    ],
)
def test_an_unquoted_provider_is_said_first_with_the_verdict_when_the_owners_figures_answer(
    advisor, text, verdict_too
):
    paragraphs = advisor.ask(text).answer.split("\n\n")
    assert paragraphs[0].startswith(("**我的价格表未收录", "**I don't cover"))
    # the owner's own figures (a price paid, a tariff): the verdict on them shares the line
    assert (
        any(w in paragraphs[0] for w in ("自购", "租更便宜", "**Buying", "**Renting"))
        is verdict_too
    )
