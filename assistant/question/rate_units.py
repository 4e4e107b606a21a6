"""The unit a price is asked in, said as a count and a time ("一卡一小时多少", "每张卡每小时几块").

"nebius 的 H200 一卡一小时多少？租 4 张跑 100 小时呢": "一卡一小时" names the unit of the rate
asked (per card per hour), not one card for one hour, so the 4 cards and 100 hours said after
it are the job to price. The unit phrase is blanked before counts and durations are read and
the unit is set to per hour; with no job's hours after it, one card for one hour is the job.
English says it after a price word ("what does nebius charge for an h100 an hour, and for a
2-week run?"): the same unit, and the two weeks are the job.
Pure: regular expressions over the parser's working text.
"""

from __future__ import annotations

import re

from assistant.question import lexicon as lx
from assistant.question.stated_rate import read_spoken_rate
from assistant.question.text import Scan

_UNIT_RATE_RE = re.compile(
    r"(?:一|每)\s*(?:张|块)?\s*卡\s*(?:一|每)\s*(?:个)?\s*(?:小时|钟头)"
    r"|(?:一|每)\s*(?:张|块)\s*(?:卡)?\s*(?:一|每)\s*(?:个)?\s*(?:小时|钟头)"
    r"|(?<![一二两三四五六七八九十几])(?:一|每)\s*(?:个)?\s*(?:小时|钟头)"  # "H100一小时": a name
    r"(?=\s*(?:要|得|是|大概|大约|约)?\s*(?:多少|几[块元]|什么价))"
    # the price word first: "按量多少钱一小时", "几块钱一个小时"
    r"|(?<=多少钱|几块钱|什么价)\s*(?:一|每)\s*(?:个)?\s*(?:小时|钟头)"
)
"""A rate's unit asked as "one card one hour" ("一卡一小时多少", "每卡每小时", "一小时多少钱")."""
_STATED_RATE_RE = re.compile(
    r"(?<![一二两三四五六七八九十几])(?:一|每)\s*(?:个)?\s*(?:小时|钟头)(?=\s*(?:是|要|得)?\s*"
    r"(?:不到|不超过|不过|才|只要|只|就|大概|大约|约)?\s*(?:[¥￥$]\s*\d"
    r"|(?:\d+(?:\.\d+)?|[一两三四五六七八九十半几]+)\s*(?:块|元|毛|美元|美金|刀)))"
)
"""A rate's unit said with the rate guessed or heard ("一小时不到一块钱", "每小时才两块"): read
before the money readers blanked the amount, so matched on the text as written."""


_JOB_HOURS_RE = re.compile(
    r"\d+(?:\.\d+)?\s*(?:个)?\s*(?:小时|钟头|h\b|hours?|天|周|星期|个月)"
    r"|(?<![\d.])(?:一|两|三|四|五|六|半|几)\s*(?:个)?\s*(?:月|星期|礼拜|周|天)"
)
"""The span of a job said after the unit ("跑 100 小时", "7x24 跑一个月"): only then is the unit
no duration."""


def read_rate_unit(scan: Scan) -> None:
    """Blank the unit a rate is asked in when a job's hours follow it ("租 4 张跑 100 小时").

    "H100 一小时多少美元" alone asks one card for one hour, so it is left as read. A rent said
    in yuan first ("两块五一小时") is the user's rate, read and blanked before either.
    """
    read_spoken_rate(scan)
    found = list(_UNIT_RATE_RE.finditer(scan.work))
    if len(scan.lower) == len(scan.work):  # "是不是一小时不到一块钱？跑 200 小时": the unit
        found += _STATED_RATE_RE.finditer(scan.lower)
    spans = [m.span() for m in found if _JOB_HOURS_RE.search(scan.work, m.end())]
    spans += _en_rate_units(scan.work)
    if spans:
        scan.set("unit", "per_hour")
        scan.blank_all(spans)


_EN_UNIT_RATE_RE = re.compile(
    r"(?<![a-z])(?:charge[sd]?|costs?|price[sd]?|pay|rate|bill(?:ed|s)?|go(?:es)? for|how much)"
    r"(?:\s+(?!and\b|or\b)[a-z0-9]+){0,4}?\s+(?P<u>an?\s+(?:gpu[\s-]?)?hour)(?![a-z])"
    r"(?!\s*(?:a|an|per|each|every|/)\s*(?:day|week|month)\b)"
)
"""A rate's unit said in English after a price word ("what does nebius charge for one h100
an hour"): the hour is the unit of the rate asked."""


def _en_rate_units(work: str) -> list[tuple[int, int]]:
    """English rate units followed by a job's span ("… an hour, and for a 2-week run")."""
    spans = []
    for m in _EN_UNIT_RATE_RE.finditer(work):
        later = (lx.EN_DURATION_RE.search(work, m.end("u")), _JOB_HOURS_RE.search(work, m.end()))
        if any(f is not None for f in later):
            spans.append(m.span("u"))
    return spans


_PRICE_GAP_RE = re.compile(
    # "差价多少"; "租价差一块多" states the gap (an amount after it), asking none
    # or after a hedge ("租价差快一倍", "价差接近两倍")
    r"(?:贵|便宜)(?:了)?(?:多少|几成|几倍)|(?:差价|价差)(?!\s*(?:快|近|将近|接近|大概|约|差不多)?\s*"
    r"(?:\d|[一两二三四五六七八九十半]\s*(?:块|元|毛|倍|成|多)|不多|不大))"
    r"|(?:价格|价钱|租金|费用|单价)(?:上)?(?:相)?差(?:多少|几)"
    r"|差多少钱"
    r"|(?<![a-z])how much (?:more|less) (?:expensive|per hour|does it cost)(?![a-z])"
    r"|(?<![a-z])how much (?:cheaper|pricier|more)(?![a-z])|(?<![a-z])price (?:gap|difference)"
    r"(?!\s+(?:is|of|being)\s+(?:(?:only|just|about|around|roughly|like|~)\s*)*[$¥\d])"
)
"""A gap in price asked between cards ("A6000 比 3090 贵多少"): their rates weighed."""


_RENTED_RE = re.compile(
    r"租|(?<![a-z])(?:rent(?:al|ing|ed)?|hourly|per (?:gpu[\s-]?)?h(?:ou)?r|cloud)(?![a-z])"
    r"|/\s*h(?:r)?\b"
)
"""Renting said ("租", "rent", "hourly"): a gap in price asked is between the two rents."""


def rented_gap_asked(work: str) -> bool:
    """Whether the gap between two cards' rents is asked ("4090 和 3090 租的话差价多少")."""
    return price_gap_asked(work) and _RENTED_RE.search(work) is not None


def price_gap_asked(work: str) -> bool:
    """Whether the question asks how much dearer or cheaper one card is than another."""
    return _PRICE_GAP_RE.search(work) is not None


__all__ = ["price_gap_asked", "read_rate_unit", "rented_gap_asked"]
