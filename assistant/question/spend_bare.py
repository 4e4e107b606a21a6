"""A monthly spend said with no currency ("we spend about 20k/month on aws"): rent paid.

"burning 8000 a month on runpod" is what is already paid renting, in the question's currency.

With no "$" or "元" the money readers pass it by, and "20k" would then be read as a context
length. A spend word just before the sum and a month just after make it rent: the rental
side of a rent-vs-buy question, as a currency-marked spend already is.
"""

from __future__ import annotations

import re

from assistant.question.numbers import MONEY_SCALE, decimal, number
from assistant.question.text import Scan

_BARE_SPEND_RE = re.compile(
    r"(?:about|around|roughly|approx\w*|like|~|over|almost|nearly|close to|\s)*"
    r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?P<m>k|w|万|千)?"
    r"\s*(?:/|per|a|an|each|every|每)\s*(?:month|mo|个?月)(?![a-z])"
)
"""The sum and its month right after a spend word ("~20k/month", "8000 a month", "15k per mo")."""
_ZH_SPEND_RE = re.compile(
    r"\s*(?:了|掉)?\s*(?P<n>\d+(?:\.\d+)?|[一二两三四五六七八九十]+)\s*(?P<m>千|万|w|k)(?![a-z])"
    r"(?:多|来|出头)?"
)
"""A sum in 千/万 right after a spend word ("花5千", "烧掉 2万", "花三千多": over 3,000 read as
3,000): a month's when a month is said."""
_BOUGHT_RE = re.compile(r"[\s，,]*(?:买|购|入手|拿下|(?:to )?(?:buy|bought|purchas)\w*)")
"""A purchase right after the sum ("花了2万买了4090"): the card's price, not rent a month."""
_MONTH_SAID_RE = re.compile(r"per month|monthly|a month|every month|每个?月|一个月")
_ZH_MONTH_TOPUP_RE = re.compile(
    r"(?:每个?月|一个月|月均)\s*(?:大概|大约|约|差不多)?\s*(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s*"
    r"(?P<m>千|万|w|k)?\s*(?:块钱?|元)?\s*(?=充|花在|花到|交给|续费|租)"
)
"""A month's sum then the top-up or rent it pays ("每月 1500 充云平台", "每个月 800 租卡"): spent
renting each month, the spend word after the sum."""


def read_bare_spend(scan: Scan, zh: bool) -> None:
    """A spend a month with no currency as the monthly rental budget (said back as assumed)."""
    from assistant.question.money_slots import SPEND_WORD_RE  # it calls this reader

    if "budget" in scan.slots:
        return
    topup = _ZH_MONTH_TOPUP_RE.search(scan.work) if zh else None
    if topup is not None and (value := number(topup["n"])):
        _monthly_spend(scan, value * MONEY_SCALE.get(topup["m"] or "", 1.0), "CNY", topup)
        return
    for spend in SPEND_WORD_RE.finditer(scan.work):
        m = _BARE_SPEND_RE.match(scan.work, spend.end())
        if m is None and _MONTH_SAID_RE.search(scan.work):  # "每个月在恒源云上花5千租卡"
            m = _ZH_SPEND_RE.match(scan.work, spend.end())
        value = number(m["n"].replace(",", "")) if m is not None else None
        if m is None or value is None or value <= 0 or _BOUGHT_RE.match(scan.work, m.end()):
            continue
        value *= MONEY_SCALE.get(m["m"] or "", 1.0)
        _monthly_spend(scan, value, "CNY" if zh else "USD", m)
        return


def _monthly_spend(scan: Scan, value: float, currency: str, m: re.Match[str]) -> None:
    """The monthly rental budget ``value``, its sum blanked so no other reader takes it."""
    if scan.set("budget", decimal(value)):
        scan.slots["budget_currency"] = currency
        scan.slots["budget_period"] = "month"
        scan.slots["budget_kind"] = "rent"
        scan.set("currency", currency)
        scan.blank(m.start("n"), m.end())


__all__ = ["read_bare_spend"]
