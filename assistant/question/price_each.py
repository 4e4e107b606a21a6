"""A purchase price said for each card ("two used at $700 each", "收两张 2080ti（一张 2600）").

Beside two or more cards, such a price is one card's: the purchase costs the count times it.
Read where the amount is read (``money_slots``); pure.
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.question import lexicon as lx
from assistant.question.text import Scan

_EACH_AFTER_RE = re.compile(
    r"\s*(?:usd|dollars?|bucks|rmb|元|块钱?|刀)?\s*"
    r"(?:each|apiece|a piece|per (?:card|gpu|unit)|a (?:card|pop)|for each|一张|每张|一块|每块)"
    r"(?![a-z])"
)
_EACH_BEFORE_RE = re.compile(
    r"(?:each|per (?:card|gpu)|一张|每张|单张|单卡|一块|每块)\s*(?:is|at|for|costs?|要|卖|收|是)?"
    r"\s*(?:about|around|~|约|大概)?\s*$"
)


def said_each(work: str, start: int, end: int) -> bool:
    """Whether the amount at ``start``-``end`` of ``work`` is said as each card's price."""
    if _EACH_AFTER_RE.match(work[end : end + 20]) is not None:
        return True
    return _EACH_BEFORE_RE.search(work[max(0, start - 16) : start]) is not None


_BARE_EACH_ZH_RE = re.compile(
    r"(?:一张|每张|单张|单卡)\s*(?:要|卖|收|是|大概|约|差不多)?\s*(?P<n>\d{3,6})(?![\d.]|\s*(?:w|瓦|g|gb|小时))"
)
"""A card's price said in bare yuan after 一张 ("（一张 2600）"): no currency sign, no 元."""


def read_bare_price_each(scan: Scan) -> None:
    """The price of each card said in bare yuan, as the purchase budget, when none was read."""
    if scan.slots.get("budget") is not None:
        return
    m = _BARE_EACH_ZH_RE.search(scan.work)
    if m is None or lx.GPU_RE.match(scan.work, m.start("n")) is not None:
        return  # "一张 4090": a card, not its price
    if scan.set("budget", Decimal(m["n"])):
        scan.slots["budget_currency"] = "CNY"
        scan.slots["price_each"] = True
        scan.set("currency", "CNY")
        scan.blank(*m.span())


__all__ = ["read_bare_price_each", "said_each"]
