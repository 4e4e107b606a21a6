"""A purchase price said as one card's ("五千五一张", "（一张七千八）", "$700 each"); pure.

"二手 3090 五千五一张，买两张" prices two cards at ¥5,500 each, ¥11,000 to own them, not ¥5,500
for both. Read after the purchase price: only a price read as the budget (a sum to buy with,
not a rate) with a per-card word beside it, before or after, is one card's. The owning weighing
multiplies it by the cards named (``kinds.rent_vs_buy``). A price in bare yuan after 一张 ("（一张
2600）"), with no currency to read it as money, is read here as that purchase price too.
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.question import lexicon as lx
from assistant.question.numbers import MONEY_SCALE, number
from assistant.question.text import Scan

_AMOUNT = (
    r"(?P<cur>[$¥￥])?\s?(?P<n>\d[\d,]*(?:\.\d+)?|[一二两三四五六七八九十]+[千万][一二两三四五六七八九]?)"
    r"\s?(?P<m>k|千|万|w)?(?![\d.,])\s*(?:usd|dollars?|bucks|元|块钱?|刀)?"
)
_EACH_AFTER_RE = re.compile(
    _AMOUNT + r"\s*(?:(?<![a-z])(?:each(?: one)?|apiece|a pop|(?:per|a|for one) (?:card|gpu))"
    r"(?![a-z])|[一每]\s*(?:张|块)(?!\s*(?:卡|显卡)?\s*(?:[一二两三四五六七八九\d]|多少|几)))"
)
"""A price then its card ("$700 each", "5500一张", "五千五一张")."""
_EACH_BEFORE_RE = re.compile(
    r"(?:[一每单]\s*(?:张|块)(?:卡)?|(?<![a-z])(?:each|per card|per gpu)(?![a-z]))\s*"
    r"(?:(?:is|costs?|goes for|要|才|只要|约|大概|大约|差不多|卖)\s*)?" + _AMOUNT
)
"""A card then its price ("一张七千八", "每张 5500", "each is $700")."""


def _value(m: re.Match[str]) -> float | None:
    value = number(m["n"].replace(",", ""))
    return None if value is None else value * MONEY_SCALE.get(m["m"] or "", 1.0)


def read_price_each(scan: Scan) -> None:
    """``budget_each`` when the purchase price read is said as one card's."""
    budget = scan.slots.get("budget")
    rental = scan.slots.get("budget_kind") == "rent"
    if budget is None or rental or scan.slots.get("budget_period") in ("hour", "month"):
        return
    for pattern in (_EACH_AFTER_RE, _EACH_BEFORE_RE):
        for m in pattern.finditer(scan.lower):
            value = _value(m)
            if value is not None and abs(value - float(budget)) < 0.5:
                scan.set("budget_each", True)
                return


_BARE_EACH_ZH_RE = re.compile(
    r"(?:一张|每张|单张|单卡)\s*(?:要|卖|收|是|大概|约|差不多)?\s*"
    r"(?P<n>\d{3,6}(?![\d.]|\s*(?:w|瓦|g|gb|小时))"
    r"|[一二两三四五六七八九十]+[千万][一二两三四五六七八九]?(?![一二两三四五六七八九十千万\d]|\s*(?:小时|块|元)?\s*一?小时))"
)
"""A card's price said in bare yuan after 一张 ("（一张 2600）"): no currency sign, no 元."""


def read_bare_price_each(scan: Scan) -> None:
    """The price of each card said in bare yuan, as the purchase budget, when none was read."""
    if scan.slots.get("budget") is not None:
        return
    m = _BARE_EACH_ZH_RE.search(scan.work)
    if m is None or lx.GPU_RE.match(scan.work, m.start("n")) is not None:
        return  # "一张 4090": a card, not its price
    value = number(m["n"])  # "（一张一万三）": a price in Chinese numerals too
    if value is not None and scan.set("budget", Decimal(str(int(value)))):
        scan.slots["budget_currency"] = "CNY"
        scan.set("budget_each", True)
        scan.set("currency", "CNY")
        scan.blank(*m.span())


__all__ = ["read_bare_price_each", "read_price_each"]
