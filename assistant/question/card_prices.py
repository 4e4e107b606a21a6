"""Prices the user states for the cards compared ("3090 is $700 and 4090 is $1800"); pure.

"5090 is +$800 over the 4090", "4090 比 3090 贵 800" say a premium instead; "both go for ~$700",
"$750 either way" price every card named the same.

Each amount goes to the card named last before it in its clause; a premium ("+$800 over",
"$800 more than", "贵 800") goes to the card it is said of, the dearer one. The comparison
then weighs speed per money at those prices, not speed alone.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.question.each_option_price import prices_each_option
from assistant.question.numbers import MONEY_SCALE, number

_PRICE_RE = re.compile(
    r"(?P<plus>\+\s*)?(?P<cur>\$|¥|￥)?\s*(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
    r"|[一二两三四五六七八九十]{1,3}[千万][一二两三四五六七八九]?)"
    r"\s*(?P<k>k(?![a-z])|千|w(?![a-z])|万)?(?:出头|多|左右)?"
    r"\s*(?P<unit>usd|dollars?|bucks|元|块|rmb)?(?![\d%a-z])"
)
"""An amount of money ("$700", "1,800 usd", "+$800", "1.3万元", "800块", "两万出头" once its
number is read as digits)."""
_MORE_AFTER_RE = re.compile(
    r"\s*(?:more|extra|dearer|pricier|on top|over|above|more than)(?![a-z])"
)
_MORE_BEFORE_RE = re.compile(r"(?:贵|多)(?:了|出)?\s*$|(?:for|costs?|is)\s+(?:an?\s+)?extra\s*$")
"""A premium said: "+$800", "$800 more", "贵 800"."""
_CARD_RE = re.compile(
    r"(?<![a-z0-9.])(?:rtx\s*|gtx\s*|rx\s*|tesla\s*)?(?P<d>[a-z]?\d{3,4})(?:\s*(?:ti|super|xtx|xt))*"
    r"(?![\d.])"
)
"""A card named by its digits ("3090", "4070 ti super", "a100", "7900 xtx")."""


_PRICE_VERB_BEFORE_RE = re.compile(
    r"(?:涨到|涨价到|降到|跌到|掉到|卖到?|售价|标价|价格|报价|只要|要价|才|要)\s*(?:了)?\s*$"
    r"|(?<![a-z])(?:goes for|going for|sells? for|selling for|went up to|listed at|priced at"
    r"|costs?|asking)\s*$"
)
"""A price verb before a bare amount ("4060ti 涨到 3300 了，5060ti 要 3500", "the 5060 ti goes for
480"): the amount is the card's price, no currency needed."""
_LEAST_BARE = 100.0
"""The least bare amount read as a price ("要 2 张" is a count, not 2 yuan)."""
_UNIT_AFTER_RE = re.compile(r"\s*(?:g|gb|w|瓦|张|块卡|台|个|小时|h|tokens?|%|x|倍)(?![a-z])")


def _card_for(digits: str, gpus: list[Any]) -> str | None:
    """The one card asked whose id carries ``digits`` ("3090" is rtx-3090)."""
    found = [g.gpu_id for g in gpus if re.search(rf"(?<![a-z0-9]){digits}(?![0-9])", g.gpu_id)]
    return found[0] if len(set(found)) == 1 else None


def card_prices_said(folded: str, gpus: list[Any]) -> dict[str, Any]:
    """``card_prices`` (card: amount) and ``card_premium`` (card: extra) stated, or nothing."""
    if len({g.gpu_id for g in gpus}) < 2:
        return {}
    prices: dict[str, float] = {}
    premium: dict[str, float] = {}
    for m in _PRICE_RE.finditer(folded):
        value = number(m["n"].replace(",", ""))
        verb = _PRICE_VERB_BEFORE_RE.search(folded[max(0, m.start() - 12) : m.start()])
        bare = verb is not None and value is not None and value >= _LEAST_BARE
        bare = bare and not _UNIT_AFTER_RE.match(folded, m.end())  # "要 4 张", "涨到 24g"
        wan = "万" in (m["k"] or "") + m["n"]  # "1.3万", "两万出头": money by its size
        if value is None or value <= 0 or not (m["cur"] or m["unit"] or wan or bare):
            continue
        value *= MONEY_SCALE.get(m["k"] or "", 1.0)
        if prices_each_option(folded, m.start(), m.end()):  # "both go for ~$700": each card's
            return {"card_prices": {g.gpu_id: value for g in gpus}}
        clause = re.split(r"[,，;；。!！?？]|\band\b|\bvs\.?\b|还是|而", folded[: m.start()])[-1]
        than = clause.rfind("比")  # "4090比3090贵800": the card before 比 is the dearer
        cards = list(_CARD_RE.finditer(clause[:than] if than > 0 else clause))
        owner = _card_for(cards[-1]["d"], gpus) if cards else None
        if owner is None:
            continue
        more = m["plus"] or _MORE_AFTER_RE.match(folded, m.end())
        if more or _MORE_BEFORE_RE.search(clause):
            premium.setdefault(owner, value)
        else:
            prices.setdefault(owner, value)
    if len(prices) >= 2:
        return {"card_prices": prices}
    if not premium:
        premium = _premium_unowned(folded, gpus)
    if premium:
        return {"card_premium": premium}
    return {}


_EXTRA_SPENT_RE = re.compile(
    r"(?:多花|多掏|多出|多付|贵出?)\s*(?:了|个|这)?\s*(?P<n>[\d.]+\s*[千万]?|[一二两三四五六七八九十][千万][一二两三四五六七八九]?)"
    r"\s*(?:块钱|块|元)?(?![\da-z])(?!\s*(?:秒|分钟?|小时|天|周|个?月|年|步|张|倍|瓦|度|%))"
)
"""Extra money said with no card in its clause ("值不值得多花七千", "多掏 3000 值吗")."""


def _premium_unowned(folded: str, gpus: list[Any]) -> dict[str, float]:
    """The extra money said of the comparison: the first card named, the one weighed up to."""
    m = _EXTRA_SPENT_RE.search(folded)
    value = number(m["n"].replace(" ", "")) if m else None
    if value is None or value < _LEAST_BARE:
        return {}
    return {gpus[0].gpu_id: value}


__all__ = ["card_prices_said"]
