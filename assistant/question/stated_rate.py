"""An hourly rent said in yuan the way people speak it ("两块五一小时", "2.5块/小时"); pure.

Read before the cards and the spans, then blanked: "两块" of a rent is ¥2, not two cards, and
its "一小时" is the rate's unit, not an hour to price ("租4090两块五一小时，跑一个月多少钱" is
one 4090 for a month at ¥2.50 an hour). Digits with 元 or a currency sign are read with the
other money (``money_slots``); a rent in 块 below ¥100 is left to this reader, as the money
reader leaves it for a card count ("2块4090").
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.question.numbers import decimal, number
from assistant.question.text import Scan
from assistant.question.zh_hourly import USD_WORD, zh_hourly_match

_HOUR = r"(?:/|每|一|(?<![0-9.])1)\s*(?:个)?\s*(?:小时|钟头|卡时)"
_DECIMAL_KUAI_RE = re.compile(
    rf"(?<![0-9.])(?P<v>[0-9]{{1,2}}\.[0-9]{{1,2}})\s*块\s*钱?\s*{_HOUR}"
    rf"|{_HOUR}\s*(?:要|才|只要|大概|大约|约)?\s*(?P<w>[0-9]{{1,2}}\.[0-9]{{1,2}})\s*块"
)
"""A rent in 块 with a decimal point, beside its hour ("2.5块一小时", "每小时1.8块")."""
_EACH_CARD_RE = re.compile(r"(?:一|每)\s*(?:张|块|卡)\s*(?:卡\s*)?$")
"""The card a rent is said for, just before it ("一张五块多一小时", "每卡两块五一小时")."""
_CENTS_HOURLY_RE = re.compile(
    r"(?<![\w.$])(?P<c>\d{1,3}(?:\.\d{1,2})?)\s*(?:c|¢|cents?)\s*(?:/|per|an?|each|every)\s*"
    r"(?:gpu[\s-]?)?(?:h|hrs?|hours?)(?![a-z])",
    re.IGNORECASE,
)
"""A rent said in US cents an hour ("runpod A40 is 44c/hr", "35 cents per hour")."""
MAX_SPOKEN_RATE = Decimal(500)
"""A spoken hourly rent above this is no single card's rent: not read as one."""


def read_spoken_rate(scan: Scan) -> None:
    """The rent per hour said in 块 or 毛, set as the stated rent in yuan, its words blanked."""
    if scan.slots.get("rent_rate_stated") is not None:
        return
    found = zh_hourly_match(scan.work)
    cents = _CENTS_HOURLY_RE.search(scan.work) if found is None else None
    if cents is not None:  # "44c/hr": dollars an hour, the cents read as a fraction of one
        scan.set("rent_rate_stated", Decimal(cents["c"]) / 100)
        scan.set("currency", "USD")
        scan.set("rate_mentioned", True)
        scan.blank(*cents.span())
        return
    if found is None:
        m = _DECIMAL_KUAI_RE.search(scan.work)
        value = number(m["v"] or m["w"]) if m is not None else None
        if m is None or value is None:
            return
        found = (decimal(value), m.span())
    rate, (start, end) = found
    if not 0 < rate <= MAX_SPOKEN_RATE:
        return
    each = _EACH_CARD_RE.search(scan.work[:start])  # "一张五块多一小时": the rate's card, no count
    start = each.start() if each is not None else start
    scan.set("rent_rate_stated", rate)
    # "两毛多美元一小时": jiao of a dollar, 20 US cents an hour
    scan.set("currency", "USD" if re.search(USD_WORD, scan.work[start:end]) else "CNY")
    scan.set("rate_mentioned", True)
    scan.blank(start, end)


__all__ = ["read_spoken_rate"]
