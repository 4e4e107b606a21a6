"""A price seen for the one card named, as an offer on it, not a sum to spend; pure.

"guy on marketplace wants $650 for a used 3090, grab it or get something newer?", "闲鱼有人
4500 出 3090，要不要收", "3090 at $650 or a new card?": the amount is what that card costs
there. A pick then weighs that card at the stated price against what else the same money buys
(it stays the sum to spend as well). An amount said as a budget ("a $650 budget", "预算 4500",
"under $650"), a rate ("$0.30/h", "一度六毛") or with two or more cards named (``card_prices``
reads those) is no offer.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.models import Query
from assistant.question.numbers import MONEY_SCALE, number

_AMOUNT_RE = re.compile(
    r"(?P<cur>\$|¥|￥)?\s*(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
    # Chinese numerals before money, a purchase or a worth: "八百收的", "一千二块", "八百值不值"
    r"|(?<![一二两三四五六七八九十百千万])[一二两三四五六七八九十][一二两三四五六七八九十百千万]*"
    r"(?=\s*(?:块|元|收|买|入|淘|捡|出|值(?:不值|得|吗))))"
    r"\s*(?P<k>k(?![a-z])|千|w(?![a-z])|万)?\s*(?P<unit>usd|dollars?|bucks|元|块钱?|rmb|刀)?"
    r"(?![\d%a-z])"
)
"""An amount of money, with or without its currency ("$650", "4500", "1.2w", "800块", "八百")."""
_SALE_BEFORE_CARD_RE = re.compile(
    r"\s*(?:for|的|(?:出|收|卖|买)(?:的|了|来的)?)\s*(?:(?:a|an|the|his|her|their|this|that|one)\s+"
    r"|(?P<many>[一两二三四五六七八]|\d)?[张块个]\s*)?"
    r"(?:(?:used|second[- ]hand|二手|全新|new|mint|ex[- ]mining|矿)\s*)?"
)
"""Between an amount and the card it prices: "$650 for a used", "4500 出", "4500的"."""
_SALE_AFTER_CARD_RE = re.compile(
    r"(?:\s*(?:24g|24gb|\d{2}g|\d{2}gb))?['\"`’”]?\s*(?:(?:used|二手)\s*)?"
    # its edition between: "3090 fe for $700", "3090 founders edition at"
    r"(?:(?:fe|founders(?: edition)?|公版)\s*)?"
    # where it was bought, between the card and its price: "3090 on ebay for $700"
    r"(?:(?:on|off|from|via)\s+(?:ebay|craigslist|(?:fb |facebook )?marketplace|an? scalper"
    r"|an? reseller|reddit|r/hardwareswap|amazon|offerup|mercari|taobao|闲鱼|咸鱼)\s*)?"
    r"(?:for|at|@|going for|goes for|selling for|sells for|listed (?:at|for)|asking|priced at"
    r"|(?:bought|got|picked up|grabbed|snagged) (?:it |one )?(?:for|at)"  # "p40 bought for $180"
    r"|卖|出|收|要价?|标价|才|只要|开价)?\s*(?:only|just|like|about|around|~|大概|大约)?\s*"
)
"""Between the card and the amount that prices it: "3090 at", "3090 二手 出", "3090 for",
"'RTX 3090' on ebay for"."""
_BUDGET_RE = re.compile(
    r"(?<![a-z])(?:budget|spend|afford|under|below|within|up to|max|at most|less than|have|got"
    r"|cap)(?![a-z])|预算|以内|以下|之内|不超过|手上|手里|最多"
)
"""Words that make the amount a sum to spend, not an offer."""
_RATE_AFTER_RE = re.compile(
    r"\s*(?:/|per\b|an? (?:hour|hr|month|year|day|kwh)|each\b|一度|每|度|/h|kwh|元?/|块?一度)"
)
"""An amount per something (an hourly rent, a tariff) is no card's price."""
_CARD_RE = re.compile(
    r"(?<![a-z0-9.])(?:rtx\s*|gtx\s*|rx\s*|tesla\s*)?(?P<d>[a-z]{0,2}\d{2,4})(?:\s*(?:ti|super|xtx|xt))*"
    r"(?!\d|\.\d)"
)
"""The named card as written by its digits ("3090", "p40", "a6000", "4070 ti super")."""
_SIZE_AFTER_RE = re.compile(r"\s*(?:g|gb|gib)(?![a-z])")
_ANY_OTHER_RE = re.compile(
    r"(?<![a-z])(?:or|vs\.?|versus|instead)\s+(?:(?:should i|do i|just|i)\s+)*"
    r"(?:(?:get|buy|go (?:with|for)|grab|wait for|save (?:up )?for)\s+)?(?:an?\s+|the\s+)?"
    r"(?:something|anything|newer|new(?:er)? (?:card|gpu|one)|brand[- ]new|different|another)"
    r"(?![a-z])"
    r"|还是(?:直接|干脆)?(?:买|上|换|入|等)?(?:个|张|块)?(?:新卡|新的|全新|别的|其他|50系|40系|新一代)"
)
"""Any other card weighed against the offer ("or something newer", "还是买新卡"): a pick."""
_COUNT_WORDS = {"一": 1.0, "两": 2.0, "二": 2.0, "三": 3.0, "四": 4.0, "五": 5.0, "六": 6.0}
_COUNT_WORDS.update({"七": 7.0, "八": 8.0})
"""Cards bought together for one amount ("两张"): the amount is shared among them."""
_PAID_AFTER_RE = re.compile(r"\s*(?:收|买|入手?|淘|捡)(?:的(?!话)|了|来的)")
"""A purchase done, right after the amount ("1200 块收的"): what the one card named cost."""
_WINDOW = 28
_MOST_WAN = 100
"""Figures in 万 ("1.2w", "15w") from this up are a card's watts ("450w"): no card costs ¥1M."""
_LEAST = 50.0
"""Below this no card is priced, in any currency (a tariff or an hourly rent is)."""


def _written(folded: str, gpu_id: str) -> list[re.Match[str]]:
    """Where the card ``gpu_id`` is written by its digits ("3090" for rtx-3090)."""
    out = []
    for m in _CARD_RE.finditer(folded):
        if _SIZE_AFTER_RE.match(folded, m.end()):
            continue  # "mi50 32g": the card's memory, not the card
        if re.search(rf"(?<![a-z0-9]){re.escape(m['d'])}(?![0-9])", gpu_id):
            out.append(m)
    return out


def _amount(m: re.Match[str]) -> float | None:
    value = number(m["n"].replace(",", ""))
    if value is None:
        return None
    if m["k"] == "w" and value >= _MOST_WAN and m["cur"] is None:
        return None  # "isn't a 4090 450W?": a card's watts, not 450万 for one card
    return value * MONEY_SCALE.get(m["k"] or "", 1.0)


def card_offer_said(folded: str, gpus: list[Any]) -> dict[str, Any]:
    """``card_offer`` (card: amount) when one card is named with its price, or nothing.

    With any other card weighed against it ("or something newer"), a card to buy is asked
    (``asks_gpu_pick``): the pick, with the offer among the candidates.
    """
    ids = list(dict.fromkeys(g.gpu_id for g in gpus))
    if len(ids) != 1:
        return _bought_among(folded, ids)
    (gpu_id,) = ids
    cards = _written(folded, gpu_id)
    for m in _AMOUNT_RE.finditer(folded):
        value = _amount(m)
        if value is None or value < _LEAST or _RATE_AFTER_RE.match(folded, m.end()):
            continue
        if any(c.start() <= m.start() < c.end() for c in cards):
            continue  # the card's own digits
        near = folded[max(0, m.start() - _WINDOW) : m.end() + 12]
        paid = _PAID_AFTER_RE.match(folded, m.end()) is not None  # "当初 1200 块收的": paid
        if _BUDGET_RE.search(near) and not paid:
            continue
        before = [c for c in cards if c.end() <= m.start()]
        after = [c for c in cards if c.start() >= m.end()]
        tied_after = after and _SALE_BEFORE_CARD_RE.fullmatch(folded[m.end() : after[0].start()])
        between = folded[before[-1].end() : m.start()] if before else ""
        tied_before = before and (  # "3090 at", "3090 公版 4800": the card listed at the amount
            _SALE_AFTER_CARD_RE.fullmatch(between) or _LISTING_RE.fullmatch(between)
        )
        if tied_after and tied_after["many"]:  # "1.2w 收了两张 3090": the pair's price
            value /= _COUNT_WORDS.get(tied_after["many"]) or float(tied_after["many"])
        both = _TOTAL_AFTER_RE.match(folded, m.end()) is not None
        count = max(g.count for g in gpus)
        if both and count > 1:  # "2x 3090 ($1,400 for both)": the pair's price, each half
            value /= count
        if tied_after or tied_before or paid and cards:
            # "grab it or get something newer?": which card to buy is asked, the offer among them
            pick = {"asks_gpu_pick": True} if _ANY_OTHER_RE.search(folded) else {}
            return {"card_offer": {gpu_id: value}, **pick}
    sole = _sole_price(folded, cards, max(g.count for g in gpus))
    return {"card_offer": {gpu_id: sole}} if sole is not None else {}


_BOUGHT_SAID_RE = re.compile(
    r"(?<![a-z])(?:bought|picked up|paid|got it for|sold (?:it|them) to me|selling|sells)(?![a-z])"
    r"|收了|收的|买了|买的|入手|有人卖|有人出|卖家|闲鱼|咸鱼|拼多多|淘宝|转转"
)
"""A card bought or put up for sale: the one price said is what it went for."""
_TEN_THOUSANDS_MOST = 100.0
"""Below this an amount written with "w" is 10,000s of yuan ("1.9w", "8.5w"); at or above it,
watts ("575W")."""


def _sole_price(folded: str, cards: list[re.Match[str]], count: int) -> float | None:
    """The one price said in a card's purchase or sale, tied to no word, or None.

    "V2EX 上收了张 A800 80G PCIe，卖家说是原装拆机，8.5w", "有人卖 5090 … 1.9w 包邮": the card
    is bought or sold and one amount of money is said, with its currency or its scale: that
    amount is the card's price. A figure with "w" of 100 or more is a wattage ("575W"). One
    said of all ``count`` cards ("4 used 3090s … for $2,600 total") is each card's share.
    """
    if _BOUGHT_SAID_RE.search(folded) is None or _BUDGET_RE.search(folded) is not None:
        return None
    found = []
    for m in _AMOUNT_RE.finditer(folded):
        if any(c.start() <= m.start() < c.end() for c in cards):
            continue
        marked = m["cur"] or m["unit"] or m["k"] in ("k", "千", "万")
        scaled = m["k"] == "w" and (number(m["n"].replace(",", "")) or 0) < _TEN_THOUSANDS_MOST
        value = _amount(m) if marked or scaled else None
        if value is None or value < _LEAST or value > _MOST:
            continue
        if _RATE_AFTER_RE.match(folded, m.end()):
            return None  # a rent said beside it: not a card bought
        both = count > 1 and _TOTAL_AFTER_RE.match(folded, m.end()) is not None
        found.append(value / count if both else value)
    return found[0] if len(found) == 1 else None


_BOUGHT_RE = re.compile(
    r"\s*(?:(?:收|买|入)(?:的|了|来的)|(?:for|on)\b)\s*(?:(?:a|an|the|my|this|that)\s+|一?[张块个]\s*)?"
    r"(?:(?:used|second[- ]hand|二手|全新|new|mint)\s*)?['\"`‘’“”「『]?\s*"
)
"""Between an amount and the card it bought, with other cards named: "1.45w 收的", "$900 for a",
"3.6w 收的\"A100 80G\"" (the card as the listing called it, in quotes)."""
_PAID_BEFORE_RE = re.compile(r"(?:paid|spent|花了|付了)\s*$")


def _bought_among(folded: str, ids: list[str]) -> dict[str, Any]:
    """The price one card was bought at, when others are named beside it (the card shown).

    "闲鱼 1.45w 收的 4090，nvidia-smi 显示 4090 D", "paid $900 for a 3090, smi says 3080": the
    amount tied to a card by a purchase ("收的", "paid ... for") prices that card; any other
    named is what the machine reads, not an offer. A card whose digits two ids share is the
    one without a suffix letter unless the text writes one ("4090" is rtx-4090, not 4090d).
    """
    if len(ids) < 2:
        return {}
    digits = [c.span() for i in ids for c in _written(folded, i)]  # "3090" itself: no amount
    lumps = [
        m
        for m in _AMOUNT_RE.finditer(folded)
        if (_amount(m) or 0.0) >= _LEAST
        and not _RATE_AFTER_RE.match(folded, m.end())
        and not any(a <= m.start("n") < b for a, b in digits)
    ]
    for m in _AMOUNT_RE.finditer(folded):
        value = _amount(m)
        if value is None or value < _LEAST or _RATE_AFTER_RE.match(folded, m.end()):
            continue
        tie = _BOUGHT_RE.match(folded, m.end())
        said = _CARD_RE.match(folded, tie.end()) if tie else None
        before = folded[max(0, m.start() - 12) : m.start()]
        # "收的 4090" says the purchase itself; "$900 for a 3090" only after "paid" or "spent"
        bought = tie is not None and re.match(r"\s*(?:for|on)\b", tie[0]) is None
        bought = bought or _PAID_BEFORE_RE.search(before) is not None
        if said is None and len(lumps) == 1 and not _BUDGET_RE.search(before):
            said, bought = _listed_before(folded, m), True  # "闲鱼 3090 涡轮版 5200"
        if said is None or not bought or _BUDGET_RE.search(before):
            continue
        owners = _owners(folded, said, ids)
        if len(owners) == 1:
            return {"card_offer": {owners[0]: value}}
    return {}


_SIZE_SAID_RE = re.compile(r"\s*(\d{2,3})\s*(?:g|gb|gib)(?![a-z])")
"""The memory said after a card's number ("a100 80g"): which of its versions was bought."""


def _owners(folded: str, said: re.Match[str], ids: list[str]) -> list[str]:
    """The ids the card written at ``said`` names.

    Its digits end the id ("4090" is rtx-4090, not rtx-4090d), or, a card sold in sizes, the
    id holds the size said after it ("a100 80g" is a100-80gb-sxm, not a100-40gb-pcie).
    """
    suffix = re.match(r"\s?([a-z])(?![a-z])", folded[said.end() :])
    tail = suffix[1] if suffix else ""
    ending = [i for i in ids if re.search(rf"(?<![a-z0-9]){said['d']}{tail}$", i)]
    size = _SIZE_SAID_RE.match(folded, said.end())
    if ending or size is None:
        return ending
    return [
        i for i in ids if re.search(rf"(?<![a-z0-9]){said['d']}{tail}-{size[1]}gb(?![a-z0-9])", i)
    ]


_TOTAL_AFTER_RE = re.compile(
    r"\s*(?:for\s+(?:both|the\s+(?:pair|two|lot|set)|all\s+(?:of\s+them|two|three|four))"
    r"|total|in\s+total|together|the\s+pair|一共|总共|一起|两张一起)(?![a-z])"
)
"""A price said of all the cards named together ("$1,400 for both", "一共")."""
_LISTING_RE = re.compile(
    r"\s*[(（]?\s*(?:(?:涡轮|公版|非公|矿|水冷|风冷|魔改|二手|全新|turbo|blower|used|founders)\s*(?:版|卡|edition)?\s*)*"
    r"(?:for|at|@|卖|出|要价?|标价|开价)?\s*(?:only|just|about|around|~|大概|大约)?\s*"
)
"""Between a card listed for sale and its price: "3090 涡轮版 5200", "3090 turbo at 700"."""
_MOST = 2_000_000.0


def _listed_before(folded: str, m: re.Match[str]) -> re.Match[str] | None:
    """The card right before an amount that prices it as a listing ("闲鱼 3090 涡轮版 5200").

    With a rent named beside it, the card with a lump sum after it is the one to buy.
    """
    if (_amount(m) or 0.0) > _MOST:
        return None
    cards = [
        c
        for c in _CARD_RE.finditer(folded, max(0, m.start() - _WINDOW), m.start())
        if not _SIZE_AFTER_RE.match(folded, c.end())
    ]
    if not cards or _LISTING_RE.fullmatch(folded[cards[-1].end() : m.start()]) is None:
        return None
    return cards[-1]


def offer_weighed(query: Query) -> bool:
    """Whether a card seen at a price is weighed against any other: which card to buy is asked.

    "wants $650 for a used 3090, grab it or get something newer?": a pick, with the offer among
    the candidates, ahead of a fit check of the one card named.
    """
    return bool(query.card_offer) and query.asks_gpu_pick


__all__ = ["card_offer_said", "offer_weighed"]
