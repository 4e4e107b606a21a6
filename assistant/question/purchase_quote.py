"""A purchase price quoted beside a rent already paid each month; pure.

"we spend about $6k/month on g6e.12xlarge. would 4x l40s on-prem (quoted $48k) pay back?",
"阿里云每月花 3 万，4 卡服务器报价 40 万，多久回本": the monthly spend is the budget read (what
renting costs now); the second amount, said as a quote or a price to buy, is what owning costs
up front. The rent-or-buy weighing takes it as the purchase price instead of the catalog's.

The price may also be said as what the thing bought goes for ("buy a 4x RTX 6000 Ada box for
~$35k") or as one card's ("买两张 4090，一张一万四五", "$1,700 each"): then ``purchase_each``
says the cards named cost it each. A range of thousands said in Chinese ("一万四五": fourteen or
fifteen thousand) is read at its middle.

With a rent stated (an hourly rate, a monthly bill, or a card said as rented) and a purchase
in view, the one lump sum left is the purchase price, however it is tied to the thing bought:
"想买 4090 炼 lora，1.6w，或者租…一块二毛四一小时", "buying a 4x L40S box (~$36k)", "a used A100
80GB PCIe is ~$9k on ebay", "闲鱼收张二手 t4（3000 左右）", "买两张 L20 的服务器十五万还是租云上
A100". Rates, the bill itself, sizes and counts are no lump; two lumps say nothing (each may be
a different card's).
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
    r"|costs?|would cost|will cost|to buy|to build|outright)(?![a-z])"
    r"|报价|落地价|采购价|售价|全款|买下来|一次性投入|一次性|买断|要价|总价)"
)
_BOUGHT_FOR_RE = re.compile(
    r"(?<![a-z])(?:buy(?:ing)?|purchas(?:e|ing)|get(?:ting)?|build(?:ing)?|spec(?:cing)?)"
    r"(?![a-z])[^.;!?。；，,]{0,60}?(?<![a-z])for\s*(?:(?:about|around|roughly|~|≈)\s*)*"
)
"""A purchase then "for" before its price ("buy a 4x RTX 6000 Ada workstation for ~$35k")."""
_CN_AMOUNT_RE = re.compile(
    r"(?P<head>[一二两三四五六七八九十]+)(?P<unit>[千万])(?P<lo>[一二三四五六七八九])?"
    r"(?P<hi>[二三四五六七八九])?(?![二三四五六七八九十百千万]|一(?!\s*[张块台]))"
)
"""A sum in Chinese numerals: "一万四" is 14,000, "一万四五" between 14,000 and 15,000; "一万五一张"
is 15,000 for one card."""
_EACH_BEFORE_RE = re.compile(
    r"(?:[一每单]\s*(?:张|块)(?:卡)?|(?<![a-z])(?:each|per card|per gpu)(?![a-z]))\s*"
    r"(?:(?:is|costs?|goes for|要|卖|约|大概|大约|差不多)\s*)?(?=[$¥￥\d一二两三四五六七八九十])"
)
"""A card then its price ("一张一万四五", "每张 5500", "each is $700")."""
_EACH_AFTER_RE = re.compile(
    r"\s*(?:(?:左右|上下|ish|or so)\s*)?"
    r"(?:(?<![a-z])(?:each|apiece|per card|per gpu|a card)(?![a-z])|[一每]\s*(?:张|块)(?!\s*卡))"
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


_LUMP_RE = re.compile(
    r"(?P<cur>\$|¥|￥)?\s*(?<![\d.,a-z])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)"
    r"\s*(?P<k>k(?![a-z])|千|w(?![a-z])|万)?\s*(?P<unit>usd|dollars?|bucks|元|块钱?|rmb|刀)?"
    r"(?![\d%a-z/.])"
)
"""An amount that may be a lump sum: it counts only with a money mark (below)."""
_RATE_OR_UNIT_RE = re.compile(
    r"\s*(?:左右|上下|ish|or so)?\s*(?:/|per\b|an? (?:hour|hr|month|year|day|week|kwh|kw)\b"
    r"|(?:一|每)\s*(?:个)?(?:小时|度|月|天|周|年)|每|度|小时|个月|天|周|年|张图|张\s*图|tokens?|gb|g\b"
    r"|hours?|hrs?|h\b|days?|weeks?|months?|years?|users?|images?|clips?|steps?|watts?)"
)
"""An amount per something or of something else (a rent, a tariff, hours, a size) is no lump."""
_BRACKET_BEFORE_RE = re.compile(r"[(（]\s*(?:~|≈|约|大概|about|around)?\s*$")
_MARKET_BEFORE_RE = re.compile(
    r"(?:闲鱼|咸鱼|ebay|二手|used|收|入手|全新)\s*(?:上|价|价格|大概|约)?\s*$"
)
_BUY_RE = re.compile(
    r"(?<![a-z])(?:buy(?:ing)?|bought|purchas\w*|own(?:ing)?|pay (?:it )?off|payback|breakeven"
    r"|breaks?[- ]even|used|ebay|box|rig|workstation|on[- ]?prem\w*)(?![a-z])"
    r"|整机|买|收|入(?:手|一|两|[张块])|自购|回本|二手|闲鱼|咸鱼"
)
_CN_LUMP_RE = re.compile(r"(?<![一二两三四五六七八九十百千万])" + _CN_AMOUNT_RE.pattern)


def _lumps(folded: str, cards: tuple[str, ...] = ()) -> list[tuple[float, int]]:
    """Amounts said as a sum of money, not a rate, with where each ends.

    A named card's own digits ("二手 3090") are no amount.
    """
    out = []
    for m in _LUMP_RE.finditer(folded):
        value = number(m["n"].replace(",", ""))
        if value is None or (m["k"] == "w" and value >= 100):  # "450w" is watts
            continue
        own = rf"(?<![a-z0-9]){re.escape(m['n'])}(?![0-9])"
        if not (m["cur"] or m["k"] or m["unit"]) and any(re.search(own, c) for c in cards):
            continue
        marked = bool(m["cur"] or m["k"] or m["unit"])
        before = folded[max(0, m.start() - 12) : m.start()]
        placed = _BRACKET_BEFORE_RE.search(before) or _MARKET_BEFORE_RE.search(before)
        marked = marked or placed is not None
        if marked and not _RATE_OR_UNIT_RE.match(folded, m.end()):
            out.append((value * MONEY_SCALE.get(m["k"] or "", 1.0), m.end()))
    for c in _CN_LUMP_RE.finditer(folded):
        found = _amount_at(folded, c.start())
        if found is not None and not _RATE_OR_UNIT_RE.match(folded, found[1]):
            out.append(found)
    return out


def _lump_bought(folded: str, slots: dict[str, Any]) -> dict[str, Any]:
    """The one lump sum beside a stated rent, when something is bought: its purchase price."""
    spend = slots.get("budget") if slots.get("budget_kind") == "rent" else None
    rent = spend is not None or slots.get("rent_rate_stated") is not None
    # a card said as rented instead ("买两张 L20 的服务器十五万还是租云上 A100"): renting is in
    # view though no rate is said, and the lump is what the bought side costs
    rent = rent or slots.get("rented_gpu") is not None
    if not rent or slots.get("budget") is not None and spend is None or not slots.get("gpus"):
        return {}
    if _BUY_RE.search(folded) is None:
        return {}
    least = 100.0 if spend is None else max(100.0, float(spend))  # a purchase outweighs a month
    gpus = slots.get("gpus") or []
    cards = tuple(str(g["gpu_id"] if isinstance(g, dict) else g.gpu_id) for g in gpus)
    said = _lumps(folded, cards)
    # the spend's own sum is no purchase, said a month or a year at a time ("每年花 3 万租")
    spent = (float(spend or 0), float(spend or 0) * 12)
    lumps = {v for v, _ in said if least <= v <= 1e9 and all(abs(v - s) > 0.5 for s in spent)}
    if len(lumps) != 1:
        return {}
    (value,) = lumps
    end = next(e for v, e in said if v == value)
    each = _EACH_AFTER_RE.match(folded, end) is not None
    return {"purchase_quoted": _money(value), **({"purchase_each": True} if each else {})}


def purchase_quoted(folded: str, slots: dict[str, Any]) -> dict[str, Any]:
    """``purchase_quoted`` when a rent spend is the budget and a purchase price is also said."""
    if slots.get("budget_kind") != "rent" or slots.get("budget") is None:
        return _lump_bought(folded, slots)
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
    return _lump_bought(folded, slots)


def _money(value: float) -> Decimal:
    return Decimal(str(int(value) if value.is_integer() else round(value, 2)))


__all__ = ["purchase_quoted"]
