"""A second-hand card's asking price, checked beside how to test the card; pure.

"闲鱼 3090 2800 出，怎么验": the price the seller asks is a fact the asker gave, and a price far
under the used range is itself a warning. It is set against the used-GPU guide's dated range
(or the card's new price, the only one on record), else said back as not checked.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, money, say
from assistant.answer.used_prices import (
    guide_used_price,
    recorded_used_range,
    stated_against,
    stated_unchecked,
    used_price_line,
)
from assistant.calc.catalog_query import CatalogResult
from assistant.models import ToolCall


def asking_price_line(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Add the stated used price against the recorded one; whether a line was added."""
    call = next((c for c in calls if c.tool == "query_catalog"), None)
    result = call.typed(CatalogResult) if call is not None else None
    if result is None or not result.rows or draft.query.budget is None:
        return False
    row = result.rows[0]
    found = guide_used_price(draft, row.gpu_id)
    low = found.low_usd if found is not None else None
    if found is not None:
        clause = used_price_line(draft, found, result.usd_rate)
    elif row.used_price_usd is not None:  # the catalog row's own dated used price
        used, basis = float(row.used_price_usd), row.used_price_basis or ""
        low, high = recorded_used_range(basis)
        clause = say(
            draft.lang,
            f"its used-market price on record is ${used:,.0f} ({basis})",
            f"目录记录的二手价约 ${used:,.0f}（{basis}）",
        )
        clause += stated_against(draft, low or used, high or used, result.usd_rate)
    elif row.purchase_price_usd is not None:
        new = float(row.purchase_price_usd)
        clause = say(draft.lang, f"its new price is ${new:,.0f}", f"新卡价约 ${new:,.0f}")
        clause += stated_against(draft, new, new, result.usd_rate, new=True)
    else:
        clause = say(draft.lang, "no used price is on record", "没有二手价记录")
        clause += stated_unchecked(draft, result.usd_rate)
    name = draft.gpu_name(row.gpu_id)
    stated = _in_usd(draft.query.budget, draft.query.budget_currency, result.usd_rate)
    top = found.high_usd if found is not None else None
    if top is None and row.used_price_usd is not None:
        top = recorded_used_range(row.used_price_basis or "")[1] or float(row.used_price_usd)
    if top is None and row.purchase_price_usd is not None:
        top = float(row.purchase_price_usd)
    if draft.query.quote_doubted and stated is not None and top is not None:
        line = _quote_judged(draft, name, stated, top, clause)  # "am I being ripped off?"
    else:
        line = say(
            draft.lang,
            f"**On the asking price for the used {name}{_for_all(draft)}:** {clause}.",
            f"**关于这张二手 {name} 的报价{_for_all(draft)}：**{clause}。",
        )
    if low is not None and stated is not None and stated < low:
        line += say(
            draft.lang,
            " A price under the used range is a warning sign in itself: test before paying.",
            "低于二手行情的价格本身就是危险信号，付款前一定要先测。",
        )
    draft.add(line)
    return True


QUOTE_HEADERS = ("**No, not above", "**Yes, above", "**不贵：", "**偏贵：")
"""How a quote judged begins (``_quote_judged``): the asking-price line is then written."""


def _quote_judged(draft: Draft, name: str, stated: float, top: float, clause: str) -> str:
    """A quoted price doubted as too much, answered first: over the record's top, or not."""
    if stated > top:
        draft.verdict = "yes"
        return say(
            draft.lang,
            f"**Yes, above what the {name} is recorded at:** {clause}; ask for a lower price"
            " or another quote before paying.",
            f"**偏贵：高于 {name} 的记录价格。**{clause}；付款前先压价或再找一家报价。",
        )
    draft.verdict = "no"
    return say(
        draft.lang,
        f"**No, not above what the {name} is recorded at:** {clause}.",
        f"**不贵：没有高于 {name} 的记录价格。**{clause}。",
    )


def _for_all(draft: Draft) -> str:
    """The sum paid for all the cards bought together, each card's price being judged.

    "2x used 3090 for $1,300 total": the price judged is each card's $650, the sum said too.
    """
    query = draft.query
    count = query.gpus[0].count if query.gpus else 1
    if count < 2 or query.budget is None:
        return ""
    paid = query.budget * count
    total = money(paid, query.budget_currency or "USD")
    total = total.removesuffix(".00")  # "$1,300", as said
    return say(draft.lang, f" ({total} for the {count})", f"（{count} 张共 {total}）")


def _in_usd(amount: Decimal, currency: str | None, usd_rate: Decimal | None) -> float | None:
    """A stated amount in dollars (None when in another currency with no rate)."""
    if currency in (None, "USD"):
        return float(amount)
    return float(amount / usd_rate) if usd_rate else None


__all__ = ["QUOTE_HEADERS", "asking_price_line"]
