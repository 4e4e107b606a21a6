"""A purchase price quoted beside a rent already paid each month; pure.

"we spend about $6k/month on g6e.12xlarge. would 4x l40s on-prem (quoted $48k) pay back?",
"阿里云每月花 3 万，4 卡服务器报价 40 万，多久回本": the monthly spend is the budget read (what
renting costs now); the second amount, said as a quote or a price to buy, is what owning costs
up front. The rent-or-buy weighing takes it as the purchase price instead of the catalog's.
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
_FILLER = r"(?:(?:us|me|them|is|was|of|at|for|about|around|roughly|~|:|：|要|大概|约|为)\s*)*"
_QUOTE_RE = re.compile(_BEFORE + r"\s*" + _FILLER + _AMOUNT)
"""An amount after a quote or price word: "quoted $48k", "costs ~$30,000", "报价 40 万"."""
_QUOTE_AFTER_RE = re.compile(
    _AMOUNT + r"\s*(?:quote|upfront|up front|to buy|purchase|capex|one[- ]off|报价|买断|一次性)"
)
"""An amount before its quote word: "a $48k quote", "$30k upfront"."""


def purchase_quoted(folded: str, slots: dict[str, Any]) -> dict[str, Any]:
    """``purchase_quoted`` when a rent spend is the budget and a purchase price is also said."""
    if slots.get("budget_kind") != "rent" or slots.get("budget") is None:
        return {}
    spend = float(slots["budget"])
    for m in [*_QUOTE_RE.finditer(folded), *_QUOTE_AFTER_RE.finditer(folded)]:
        value = number(m["n"].replace(",", ""))
        if value is None:
            continue
        value *= MONEY_SCALE.get(m["k"] or "", 1.0)
        if value > spend and 100 <= value <= 1e9:  # a purchase outweighs a month's rent
            exact = value.is_integer()
            return {"purchase_quoted": Decimal(str(int(value) if exact else round(value, 2)))}
    return {}


__all__ = ["purchase_quoted"]
