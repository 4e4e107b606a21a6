"""Streams said for several sites: each site's count times the sites, or the total said.

"200 家门店，每家 4 路" is 800 streams; "每家 4 路，一共 800 路" and "6 each, 300 cameras in
total" say the total outright. Read for ``stream_slots.streams`` with its stream pattern.
"""

from __future__ import annotations

import re

_TOTAL_BEFORE_RE = re.compile(
    r"(?:一共|总共|合计|共计|总计|in total|total(?:\s+of)?|altogether|overall|所有|全部)"
    r"\s*(?:有|是|约|大约|大概|~|about)?\s*$"
)
"""A total said just before a count ("每家 4 路，一共 800 路", "a total of 300 cameras")."""
_TOTAL_AFTER_RE = re.compile(r"^\s*(?:in total|total|altogether|overall)\b")
"""A total said just after a count ("300 cameras in total")."""
_PLACES = r"门店|店|分店|工厂|车间|仓库|工地|网点|学校|小区|园区"
_SITES_RE = re.compile(
    rf"(?<![\d.])(\d{{1,5}})\s*(?:家|个|座|间|处)\s*(?:{_PLACES})?"
    rf"|(?:{_PLACES})\s*(?:有|共)?\s*(\d{{1,5}})\s*(?:家|个|座|间|处)"
    r"|(?<![\d.])(\d{1,5})\s*(?:[a-z]+\s+)?(?:sites?|stores?|shops?|locations?|branch(?:es)?"
    r"|warehouses?|factories|schools?|buildings?|outlets?)\b"
)
"""The places a stream count is said for each of ("200 家门店", "50 stores")."""
_EACH_BEFORE_RE = re.compile(
    r"(?:每家|每个|每店|每处|每间|每座|each|per\s+\w+)\s*(?:有|都有|装|接)?\s*$"
)
_EACH_AFTER_RE = re.compile(r"^\s*(?:each|apiece|per\s+(?:site|store|shop|location|branch))\b")


def _count(m: re.Match[str]) -> int:
    return int(next(g for g in m.groups() if g))


def total_said(streams: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The stream count said as the total ("一共 800 路", "300 cameras in total"), if any."""
    for m in streams.finditer(text):
        before, after = text[max(0, m.start() - 14) : m.start()], text[m.end() : m.end() + 14]
        if _TOTAL_BEFORE_RE.search(before) or _TOTAL_AFTER_RE.match(after):
            return m
    return None


def each_site(streams: re.Pattern[str], text: str) -> int | None:
    """Streams said for each of the places counted before ("200 家门店，每家 4 路": 800)."""
    for m in streams.finditer(text):
        before, after = text[max(0, m.start() - 10) : m.start()], text[m.end() : m.end() + 20]
        if not (_EACH_BEFORE_RE.search(before) or _EACH_AFTER_RE.match(after)):
            continue
        sites = _SITES_RE.search(text[: m.start()])
        if sites is not None:
            return _count(m) * _count(sites)
    return None


__all__ = ["each_site", "total_said"]
