"""What the user says the hardware sells for at the end: the resale value, not the price paid.

"resale about $500 after 2 years", "I'd sell it for $1000 when I'm done", "两年后二手还能卖8000",
"残值 3000": the amount after a selling word is what comes back when the cards are sold
(``resale_value_said``), so it lowers owning's cost instead of being read as the purchase
price. An amount the money reader took as the budget is moved when it is this one; another is
kept with a currency beside it, or after a word that takes a price ("能卖8000", "残值1.5万")
beside a purchase price (a bare "卖掉3090" names a card, not a price). A card sold by its
name ("sell the 5090 for $1,800") is the same sale.
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.question.numbers import number
from assistant.question.text import Scan

_RESALE_AMOUNT_RE = re.compile(
    r"(?:(?<![a-z])(?:resale(?:\s+value)?|(?:re-?sell\w*|sell)\s+(?:it|them|the\s+cards?"
    r"|the\s+gpus?|the\s+box|the\s+rig"
    r"|(?:the|my|our|both|those)\s+(?:[a-z]+\s+)?[a-z]*\d{2,4}[a-z\d]*(?:\s*(?:ti|super))?s?)"
    r"|resell\w*|re-sell\w*"
    r"|sold|fetch\w*|get\s+back|recoup)(?![a-z])"
    r"|转手|转卖|残值|回血|卖掉?|出掉)"
    r"(?:\s*(?:after|in|within)\s+(?:\d{1,2}|an?|one|two|three|four|five)\s*"  # "after 2 years"
    r"(?:years?|yrs?|months?)(?![a-z]))?"
    r"[^\d$¥￥€.,;!?。；！？，]{0,24}?"  # not past a clause: "卖个七千，每天4小时" is no 4
    r"(?P<cur>\$|¥|￥|€|usd\s*|rmb\s*)?(?:(?P<n>\d[\d,]*(?:\.\d+)?)\s*(?P<m>k|w|万|千)?"
    r"|(?P<cn>[一二两三四五六七八九十]+[百千万][一二两三四五六七八九十百千万]*))"
    r"(?P<unit>\s*(?:usd|dollars?|bucks|刀|美元|元|块|rmb|cny|eur|euros?))?(?![\d.])"
)
_PRICED_SALE_RE = re.compile(
    r"(?:能|可以|还能|可)卖|卖(?:到|个|得|出)|残值|回血|(?<![a-z])(?:resale|fetch\w*|get\s+back"
    r"|recoup)(?![a-z])"
)
"""Selling words that take a price ("能卖8000", "残值1.5万"); "卖掉3090" sells a card."""
_SELLER_ASKS_RE = re.compile(r"(?<![再还能可以转后完会要想准打算])卖(?![掉到个得出])")
"""A bare 卖 after a card or a seller ("二手4070ti卖2800元", "有人卖"), not after a word that
puts the sale at the end ("用完卖", "两年后卖", "还能卖"): the seller's asking price."""
_USED_MARKET_RE = re.compile(r"二手|闲鱼|咸鱼|矿卡|拆机|卖家|商家")
"""The card is bought on the used market, so a bare 卖 and its amount are what it is sold for."""
_SCALE = {"k": Decimal(1000), "千": Decimal(1000), "w": Decimal(10000), "万": Decimal(10000)}
_CURRENCY = {
    "$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "bucks": "USD", "刀": "USD",
    "美元": "USD", "¥": "CNY", "￥": "CNY", "rmb": "CNY", "元": "CNY", "块": "CNY", "cny": "CNY",
    "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR",
}  # fmt: skip


_CN_TENTHS = {c: i + 1 for i, c in enumerate("一二三四五六七八九")} | {"两": 2}
_SHARE_RE = re.compile(
    r"(?:卖|残值|剩|回收|出)[^。；;，,？?！!\d]{0,8}?(?P<t>[1-9]|[一二两三四五六七八九])\s*成"
    r"|(?<![a-z])(?:resale|resell\w*|sell\w*|sold|fetch\w*|get back|recoup\w*)(?![a-z])"
    r"[^.;!?]{0,24}?(?<![\d.])(?P<p>[1-9]\d?)\s*%"
    # half the price paid: "还能卖一半价钱", "能卖半价", "resell for half what I paid"
    r"|(?:卖|残值|回收|出)[^。；;，,？?！!\d]{0,6}?(?P<h>一半|半价)"
    r"|(?<![a-z])(?:resell\w*|sell\w*|sold|fetch\w*|get back|recoup\w*)(?![a-z])"
    r"[^.;!?]{0,16}?\bhalf\b"
)
"""The resale said as a share of the price paid: tenths in Chinese ("还能卖 4 成价", "剩三成"),
a percent after a selling word ("resell at 40%"), or half ("能卖一半价钱", "sell it for half")."""


def read_resale_share(scan: Scan) -> None:
    """``resale_share`` when the end's sale is said as a share of the price paid."""
    m = _SHARE_RE.search(scan.lower)
    if m is None:
        return
    tenths = m["t"]
    share = (
        (int(tenths) if tenths.isdigit() else _CN_TENTHS[tenths]) / 10
        if tenths
        else int(m["p"]) / 100
        if m["p"]
        else 0.5
    )
    scan.slots["resale_share"] = share
    scan.slots["resale_said"] = True


def read_resale_value(scan: Scan) -> None:
    """``resale_value_said`` (and its currency) when a selling price at the end is said."""
    m = _RESALE_AMOUNT_RE.search(scan.lower)
    if m is None:
        return
    if _SELLER_ASKS_RE.match(scan.lower, m.start()) and _USED_MARKET_RE.search(scan.lower):
        return  # "二手4070ti卖2800元，贵不贵": the price asked for the card, not a resale
    if m["cn"] is not None:  # "还能卖个七千": a price in Chinese numerals
        value = Decimal(str(number(m["cn"]) or 0))
    else:
        value = Decimal(m["n"].replace(",", "")) * _SCALE.get(m["m"] or "", Decimal(1))
    said = (m["cur"] or m["unit"] or "").strip()
    budget = scan.slots.get("budget")
    if budget is not None and Decimal(budget) == value:
        # the money reader took it as the price paid: it is what the cards fetch at the end
        currency = scan.slots.get("budget_currency") or _CURRENCY.get(said)
        for slot in ("budget", "budget_currency", "budget_kind", "budget_period"):
            scan.slots.pop(slot, None)
    elif said:
        currency = _CURRENCY.get(said)
    elif budget is not None and _PRICED_SALE_RE.search(scan.lower, max(0, m.start() - 2), m.end()):
        # "买一张1.6万，两年后能卖8000": a price the sale fetches, in the purchase's currency
        currency = scan.slots.get("budget_currency") or scan.slots.get("currency")
    else:
        return
    if value <= 0:
        return
    scan.slots["resale_value_said"] = value
    scan.slots["resale_currency"] = currency
    scan.slots["resale_said"] = True


__all__ = ["read_resale_share", "read_resale_value"]
