"""The price paid for a checked card, kept whichever reading leads the answer; pure.

"bought an RTX 3090 on ebay for $700. GPU-Z says GA102 …", "paid $650 for a used 3090, legit?":
the amount is read as the card's offer (``Query.card_offer``), not a sum to spend, so no budget
is set. A verify answer weighs it as the used price asked (``asking_price_line``), so the offer
on the card named stands in for the budget there. The price line is added once, after whatever
reading led (a GPU-Z spec check, a test result, a memory or power reading).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft
from assistant.answer.verify_price import QUOTE_HEADERS, asking_price_line
from assistant.models import Query, ToolCall
from assistant.question.reply_currency import reply_currency


def with_paid(query: Query) -> Query:
    """``query`` with the offer on its first card as the price paid, when no budget is read."""
    if query.budget is not None or not query.card_offer or not query.gpus:
        return query
    offer = query.card_offer.get(query.gpus[0].gpu_id)
    if offer is None:
        return query
    currency = reply_currency(query, query.currency)
    return query.model_copy(
        update={"budget": Decimal(str(offer)), "budget_currency": currency, "used_asked": True}
    )


def paid_line_once(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The asking-price line, unless a reading's branch already wrote it."""
    header = ("**On the asking price", "**关于这张二手", *QUOTE_HEADERS)
    if any(p.startswith(header) for p in draft.paragraphs):
        return
    asking_price_line(draft, calls)


__all__ = ["paid_line_once", "with_paid"]
