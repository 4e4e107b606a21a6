"""Setups named side by side against a sum to spend once: what each costs to buy, within it?

"~$15k: 2x 5090 or one RTX PRO 6000 for wan 14b": the comparison says which runs the job
better, and this line what each option costs at the catalog's purchase price against the
budget (a card said to be bought used at its recorded used price). It reads only the typed
``Query`` and the ``query_catalog`` result; pure.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, money, say
from assistant.calc.catalog_query import CatalogResult
from assistant.models import Query, ToolCall
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox


def budget_currency(query: Query) -> str:
    """The budget's currency: as said, else the question's language's (CNY for Chinese)."""
    return reply_currency(query, query.budget_currency)


def plan_budget_prices(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The named cards' catalog rows, priced in the budget's currency, when a sum is set."""
    ids = list(dict.fromkeys(g.gpu_id for g in query.gpus))
    rented = query.provider is not None or query.where == "cloud" or query.budget_kind == "rent"
    once = query.budget is not None and query.budget_period in (None, "total")
    if not once or rented or len(ids) < 2:
        return []
    return [tools.call("query_catalog", gpu_ids=ids, currency=budget_currency(query))]


def add_budget_line(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Say what each named setup costs to buy against the budget, and which fit within it."""
    query, lang = draft.query, draft.lang
    call = next((c for c in calls if c.tool == "query_catalog"), None)
    out = call.typed(CatalogResult) if call is not None else None
    if out is None or query.budget is None or query.card_prices or query.card_premium:
        return  # "3090 is $700, 4090 $1800": the cards' prices, weighed per money, no budget
    currency = budget_currency(query)
    rows = {r.gpu_id: r for r in out.rows}
    costs: list[tuple[str, str, bool]] = []  # its price said, the setup, within the budget
    for ask in {g.gpu_id: g for g in query.gpus}.values():
        row = rows.get(ask.gpu_id)
        if row is None:
            continue
        price = row.purchase_price if currency != "USD" else row.purchase_price_usd
        name = draft.gpu_name(ask.gpu_id)
        if query.used_asked and row.used_price_usd is not None:  # "a used 3090": bought used
            rate = row.purchase_fx_rate if currency != "USD" else Decimal(1)
            price = row.used_price_usd * rate if rate is not None else price
            name = say(lang, f"{name} (used)", f"{name}（二手）") if rate is not None else name
        if price is None:
            continue
        each = money(price, currency)
        if ask.count > 1:
            said = say(
                lang, f"{ask.count} × {name} at {each} each", f"{ask.count} × {name} 每张 {each}"
            )
        else:
            said = say(lang, f"{name} at {each}", f"{name} {each}")
        costs.append(
            (
                said,
                f"{ask.count} × {name}" if ask.count > 1 else name,
                price * ask.count <= query.budget,
            )
        )
    if not costs:
        return
    within = [n for _, n, ok in costs if ok]
    each_en = ", ".join(s for s, _, _ in costs)
    each_zh = "，".join(s for s, _, _ in costs)
    if len(within) == len(costs):
        fit_en, fit_zh = "each fits within your budget", "都在预算内"
    elif within:
        fit_en = f"only {', '.join(within)} fits within your budget"
        fit_zh = f"只有{'、'.join(within)}在预算内"
    else:
        fit_en, fit_zh = "none fits within your budget", "都超出预算"
    draft.add(
        say(
            lang,
            f"Bought ({currency}, catalog purchase prices, the cards alone): {each_en}; {fit_en}.",
            f"购买价（{currency}，按目录购买价，仅显卡）：{each_zh}；{fit_zh}。",
        )
    )


__all__ = ["add_budget_line", "budget_currency", "plan_budget_prices"]
