"""A purchase price quoted beside a rent already paid each month; pure.

"we spend about $6k/month on g6e.12xlarge. would 4x l40s on-prem (quoted $48k) pay back?",
"阿里云每月花 3 万，4 卡服务器报价 40 万，多久回本": the monthly spend is the budget read (what
renting costs now); the second amount, said as a quote or a price to buy, is what owning costs
up front. The rent-or-buy weighing takes it as the purchase price instead of the catalog's.

The price may also be said as what the thing bought goes for ("buy a 4x RTX 6000 Ada box for
~$35k") or as one card's ("买两张 4090，一张一万四五", "$1,700 each"): then ``purchase_each``
says the cards named cost it each. A range of thousands said in Chinese ("一万四五": fourteen or
fifteen thousand) is read at its middle.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from assistant.question.numbers import MONEY_SCALE, number

_AMOUNT = (
    r"(?P<cur>\$|¥|￥)?\s*(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
    r"\s*(?P<k>k(?![a-z])|千|w(?![a-z])|万)?\s*(?:usd|dollars?|元|块钱?|rmb)?(?![\d%a-z/])"
)
_BEFORE = (
    r"(?:(?<![a-z])(?:quoted?|priced|sticker|list price|purchase price|capex|upfront|up front"
    r"|costs?|would cost|will cost|to buy|to build)(?![a-z])"
    r"|报价|落地价|采购价|售价|全款|买下来|一次性投入|一次性|买断|要价|总价)"
)
_BOUGHT_FOR_RE = re.compile(
    r"(?<![a-z])(?:buy(?:ing)?|purchas(?:e|ing)|get(?:ting)?|build(?:ing)?|spec(?:cing)?)"
    r"(?![a-z])[^.;!?。；，,]{0,60}?(?<![a-z])for\s*(?:(?:about|around|roughly|~|≈)\s*)*"
)
"""A purchase then "for" before its price ("buy a 4x RTX 6000 Ada workstation for ~$35k")."""
_CN_AMOUNT_RE = re.compile(
    r"(?P<head>[一二两三四五六七八九十]+)(?P<unit>[千万])(?P<lo>[一二三四五六七八九])?"
    r"(?P<hi>[二三四五六七八九])?(?![一二三四五六七八九十百千万])"
)
"""A sum in Chinese numerals: "一万四" is 14,000, "一万四五" between 14,000 and 15,000."""
_EACH_BEFORE_RE = re.compile(
    r"(?:[一每单]\s*(?:张|块)(?:卡)?|(?<![a-z])(?:each|per card|per gpu)(?![a-z]))\s*"
    r"(?:(?:is|costs?|goes for|要|卖|约|大概|大约|差不多)\s*)?(?=[$¥￥\d一二两三四五六七八九十])"
)
"""A card then its price ("一张一万四五", "每张 5500", "each is $700")."""
_EACH_AFTER_RE = re.compile(
    r"\s*(?:(?<![a-z])(?:each|apiece|per card|per gpu|a card)(?![a-z])|[一每]\s*(?:张|块)(?!\s*卡))"
)
"""A price then its card ("$1,700 each", "5500一张")."""
_FILLER = r"(?:(?:us|me|them|is|was|of|at|for|about|around|roughly|~|:|：|要|大概|约|为)\s*)*"
_AMOUNT_AT_RE = re.compile(_AMOUNT)
_QUOTE_RE = re.compile(_BEFORE + r"\s*" + _FILLER + _AMOUNT)
"""An amount after a quote or price word: "quoted $48k", "costs ~$30,000", "报价 40 万"."""
_QUOTE_AFTER_RE = re.compile(
    _AMOUNT + r"\s*(?:quote|upfront|up front|to buy|purchase|capex|one[- ]off|报价|买断|一次性)"
)
"""An amount before its quote word: "a $48k quote", "$30k upfront"."""


def _amount_at(folded: str, start: int) -> tuple[float, int] | None:
    """The sum said at ``start`` (digits or Chinese numerals) and where it ends."""
    m = _AMOUNT_AT_RE.match(folded, start)
    if m is not None:
        value = number(m["n"].replace(",", ""))
        return None if value is None else (value * MONEY_SCALE.get(m["k"] or "", 1.0), m.end())
    c = _CN_AMOUNT_RE.match(folded, start)
    head = number(c["head"]) if c is not None else None
    if c is None or head is None:
        return None
    unit = MONEY_SCALE[c["unit"]]
    digits = [number(d) or 0.0 for d in (c["lo"], c["hi"]) if d]
    tail = sum(digits) / len(digits) * unit / 10 if digits else 0.0
    return head * unit + tail, c.end()


def _each_priced(folded: str) -> float | None:
    """One card's price, said before or after the card ("一张一万四五", "$1,700 each")."""
    for m in _EACH_BEFORE_RE.finditer(folded):
        found = _amount_at(folded, m.end())
        if found is not None:
            return found[0]
    for start in range(len(folded)):
        if folded[start] not in "$¥￥0123456789一二两三四五六七八九十" or (
            start and folded[start - 1].isalnum() and folded[start] not in "$¥￥"
        ):
            continue
        found = _amount_at(folded, start)
        if found is not None and _EACH_AFTER_RE.match(folded, found[1]):
            return found[0]
    return None


def purchase_quoted(folded: str, slots: dict[str, Any]) -> dict[str, Any]:
    """``purchase_quoted`` when a rent spend is the budget and a purchase price is also said."""
    if slots.get("budget_kind") != "rent" or slots.get("budget") is None:
        return {}
    spend = float(slots["budget"])
    found = [
        _amount_at(folded, m.start("n"))
        for m in [*_QUOTE_RE.finditer(folded), *_QUOTE_AFTER_RE.finditer(folded)]
    ]
    found += [_amount_at(folded, m.end()) for m in _BOUGHT_FOR_RE.finditer(folded)]
    for value, _ in filter(None, found):
        if value > spend and 100 <= value <= 1e9:  # a purchase outweighs a month's rent
            return {"purchase_quoted": _money(value)}
    each = _each_priced(folded)
    if each is not None and 100 <= each <= 1e8 and len(slots.get("gpus") or []) <= 2:
        return {"purchase_quoted": _money(each), "purchase_each": True}  # one card's price
    return {}


def _money(value: float) -> Decimal:
    return Decimal(str(int(value) if value.is_integer() else round(value, 2)))


__all__ = ["purchase_quoted"]
