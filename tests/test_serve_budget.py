"""Serving bought with a sum stated once: the first line weighs the plan's cards against it."""

from decimal import Decimal

import pytest

from assistant.calc.serving import ServingPlan
from assistant.kinds.serve_budget import buys_within_budget, card_prices, cheapest
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _plan_and_prices(answer):
    calls = answer.tool_calls
    prices = card_prices(next(c for c in calls if c.tool == "query_catalog"))
    plans = [p for c in calls if c.tool == "plan_serving" and (p := c.typed(ServingPlan))]
    return plans, prices


def _named(answer):
    """The setup the first line names: the cheapest to buy of the plans sized."""
    plans, prices = _plan_and_prices(answer)
    pick = cheapest([c for c in answer.tool_calls if c.tool == "plan_serving"], prices)
    assert pick is not None and len(plans) >= 2  # several cards were weighed
    return pick


@pytest.mark.parametrize(
    ("question", "budget", "lead"),
    [
        (
            "we want to host llama 3.1 8b for 40 concurrent users in the office,"
            " budget $30k to buy the cards",
            Decimal(30_000),
            "**Within your $30,000.00: ",
        ),
        (
            "部署 llama 3.1 8b 给 25 个同事用，预算五万，买什么卡",
            Decimal(50_000),
            "**预算 ¥50,000.00 以内：",
        ),
    ],
)
def test_a_budget_that_buys_the_load_names_the_cheapest_setup_within_it(
    advisor, question, budget, lead
):
    answer = advisor.ask(question)
    assert answer.kind == "serve"
    assert answer.answer.startswith(lead)
    plan, cost = _named(answer)
    assert cost <= budget
    assert f"{plan.gpus} × " in answer.answer.splitlines()[0]
    currency = "$" if lead.startswith("**Within") else "¥"
    assert f"{currency}{float(cost):,.2f}" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "budget"),
    [
        ("公司部署deepseek r1 满血版给200人用，预算50万", Decimal(500_000)),
        ("self-host deepseek r1 671b for 150 staff, we have $60k for hardware", Decimal(60_000)),
    ],
)
def test_a_budget_too_small_for_the_load_is_said_first_with_the_cheapest_cost(
    advisor, question, budget
):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert first.startswith(("**Not within your", "**预算"))
    assert "不够" in first or "Not within" in first
    plan, cost = _named(answer)
    assert cost > budget
    assert f"{plan.gpus} × " in first


def test_a_rental_budget_or_a_named_card_keeps_the_plan_for_the_load(advisor):
    monthly = advisor.understand("serve llama 3.1 8b to 40 users on runpod, budget $3000 a month")
    named = advisor.understand("4张4090部署qwen2.5 14b给20个人用，预算五万够吗")
    assert not buys_within_budget(monthly) and not buys_within_budget(named)
    answer = advisor.ask("serve llama 3.1 8b to 40 users on runpod, budget $3000 a month")
    assert not answer.answer.startswith(("**Within", "**Not within"))


def test_cheapest_takes_the_plan_that_costs_least_to_buy(advisor):
    answer = advisor.ask("部署 llama 3.1 8b 给 25 个同事用，预算五万，买什么卡")
    plans, prices = _plan_and_prices(answer)
    tools = advisor.tools
    calls = [
        tools.call("plan_serving", model="llama-3.1-8b", gpu=g, users=25, engine="vllm")
        for g in ("rtx-4090", "rtx-a6000")
    ]
    pick = cheapest(calls, prices)
    assert pick is not None
    costs = {p.gpu_id: prices[p.gpu_id] * p.gpus for c in calls if (p := c.typed(ServingPlan))}
    assert pick[1] == min(costs.values())
    assert cheapest(calls, {}) is None  # no card with a price: nothing to weigh
