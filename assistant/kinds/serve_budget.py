"""Serving bought with a sum stated once: the cheapest plan within it, or the cheapest at all.

"医院部署 qwen2.5 72b，30 个医生用，预算十万": a plan sized for the load alone (eight L40S)
would cost several times the sum. Each card people buy is sized for the load, at 16 bits and
then narrower weights when no precision is stated, and priced at the catalog's purchase price;
the first line names the cheapest setup within the budget, or says none is and what the
cheapest costs.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, money
from assistant.calc.catalog_query import CatalogResult
from assistant.calc.serving import ServingPlan
from assistant.kinds.serve_capacity import FALLBACK_PRECISIONS
from assistant.messages import serve_budget as say
from assistant.models import Query, ToolCall
from assistant.question.plan_speed import plan_serve, serving_precision
from assistant.question.planner import RECOMMEND_CANDIDATES, model_name
from assistant.question.tools import Toolbox

PRICED_CURRENCIES = ("USD", "CNY")
"""Currencies the catalog's purchase prices are quoted in (a budget in another is not checked)."""


def budget_to_buy(query: Query) -> bool:
    """A sum spent once on cards, with no card named and nothing rented."""
    rented = query.provider is not None or query.where == "cloud" or query.budget_kind == "rent"
    once = query.budget is not None and query.budget_period in (None, "total")
    return once and not rented and not query.gpus


def buys_within_budget(query: Query) -> bool:
    """Cards to buy for a load under a sum spent once, in a currency the catalog prices in."""
    return budget_to_buy(query) and (query.budget_currency or "USD") in PRICED_CURRENCIES


def plan_to_buy(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The buyable cards' prices, then serving plans at the first precision the budget buys."""
    model = model_name(query)
    if model is None:
        return []
    currency = query.budget_currency or "USD"
    prices = tools.call("query_catalog", gpu_ids=list(RECOMMEND_CANDIDATES), currency=currency)
    unit = card_prices(prices)
    if not unit:
        return []
    stated = serving_precision(query) or tools.catalog.release_precision(model)
    tries: list[str | None] = [stated] if stated else [None, *FALLBACK_PRECISIONS[1:]]
    tried: list[list[ToolCall]] = []
    for precision in tries:
        asked = query if precision is None else query.model_copy(update={"precision": precision})
        calls = plan_serve(asked, tools, candidates=tuple(unit))
        tried.append(calls)
        pick = cheapest(calls, unit)
        if pick is not None and pick[1] <= (query.budget or Decimal(0)):
            return [prices, *calls]
    priced = [(pick[1], calls) for calls in tried if (pick := cheapest(calls, unit)) is not None]
    return [prices, *min(priced, key=lambda p: p[0])[1]] if priced else [prices, *tried[0]]


def card_prices(call: ToolCall) -> dict[str, Decimal]:
    """Purchase price of one card in the result's currency, by GPU id (cards with one)."""
    result = call.typed(CatalogResult)
    if result is None:
        return {}
    out: dict[str, Decimal] = {}
    for row in result.rows:
        price = row.purchase_price if result.currency != "USD" else row.purchase_price_usd
        if price is not None:
            out[row.gpu_id] = price
    return out


def cheapest(
    calls: Sequence[ToolCall], unit: dict[str, Decimal]
) -> tuple[ServingPlan, Decimal] | None:
    """The plan meeting its target that costs least to buy, with that cost."""
    priced = [
        (plan, unit[plan.gpu_id] * plan.gpus)
        for c in calls
        if c.tool == "plan_serving"
        and (plan := c.typed(ServingPlan)) is not None
        and plan.meets_target
        and plan.gpu_id in unit
    ]
    return min(priced, key=lambda p: (p[1], p[0].gpus)) if priced else None


def lead_with_budget(draft: Draft, calls: Sequence[ToolCall]) -> list[ToolCall]:
    """Say the cheapest setup against the budget first; return the calls its answer details."""
    prices = next((c for c in calls if c.tool == "query_catalog"), None)
    rest = [c for c in calls if c.tool != "query_catalog"]
    pick = cheapest(rest, card_prices(prices)) if prices is not None else None
    if pick is None or draft.query.budget is None:
        return rest
    plan, cost = pick
    currency = draft.query.budget_currency or "USD"
    template = say.SERVE_WITHIN_BUDGET if cost <= draft.query.budget else say.SERVE_OVER_BUDGET
    line = template(
        budget=money(draft.query.budget, currency),
        count=plan.gpus,
        gpu=draft.gpu_name(plan.gpu_id),
        cost=money(cost, currency),
        users=plan.users,
        model=draft.model_name(plan.model_id),
        precision=plan.precision,
    )
    draft.add(f"{line.render(draft.lang)} {draft.spec(plan.gpu_id)}")
    draft.assume(say.SERVE_BUDGET_PRICES())
    return [c for c in rest if c.tool != "plan_serving" or c.typed(ServingPlan) == plan]
