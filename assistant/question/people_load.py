"""People who use a service, said as a head count or a daily count: a load only in part.

"公司300人用", "给150个人用", "1000 users/day", "500 daily users": that many people use it,
not that many generating at the same moment. The users a server must hold at once are a
peak share of them (all of a small team); with no share said, ``PEAK_SHARE`` is taken
and the answer says so
(``daily_active`` reads a share when one is said: "1000 DAU, 5% concurrent"). Said to be at
once ("300人同时在线", "200 concurrent users") the count is the load as it stands.
Pure: regular expressions over the question text.
"""

from __future__ import annotations

import math
import re

PEAK_SHARE = 0.1
"""Share of the people said who are generating at the same moment at peak, when none is said."""
ALL_AT_ONCE_UP_TO = 50
"""A small team ("10个人的小团队共用") may all ask at the same moment: up to this many people are
all served at once, and a larger crowd never gets fewer users than this."""

_PEOPLE_RE = re.compile(
    # "公司300人用", "给150个人用", "20个同事用", "300人的公司", "全公司 300 人使用"
    r"(?<![\d,.])(?P<n>\d[\d,]{0,9})\s*(?:个|位|名)?\s*(?:人|员工|同事|学生)"
    r"(?:的)?(?:小)?(?:团队|公司|部门|共用|一起用|使用|在用|用|规模)"
    # "1000 users/day", "500 people a day", "2k daily users", "800 daily visitors"
    r"|(?<![\d,.])(?P<d>\d[\d,]{0,9}(?:\.\d+)?)\s*(?P<k>k)?\s*(?:users?|people|visitors|customers"
    r"|chats?|conversations?)\s*(?:/\s*day|per\s+day|a\s+day|each\s+day|every\s+day|daily)\b"
    r"|(?<![\d,.])(?P<d2>\d[\d,]{0,9}(?:\.\d+)?)\s*(?P<k2>k)?\s*daily\s+(?:users?|visitors|customers)"
    # "每天1000人用", "每天大概500个用户"
    r"|每天\s*(?:有|约|大概|大约)?\s*(?P<d3>\d[\d,]{0,9})\s*(?:个|位)?\s*(?:人|用户|访客)",
    re.IGNORECASE,
)
_AT_ONCE_RE = re.compile(
    r"同时|并发|在线|(?<![a-z])(?:concurren\w*|simultaneous\w*|at once|at the same time|peak"
    r"|dau|daily active)(?![a-z])|日活|%",
    re.IGNORECASE,
)
"""A load said as it stands beside the people ("高峰同时在线50", "5% concurrent"): left as read."""


def people_said(text: str) -> tuple[int, tuple[int, int]] | None:
    """The people (or daily users) said, and where, when no load at once is said beside them."""
    m = _PEOPLE_RE.search(text)
    if m is None or _AT_ONCE_RE.search(text):
        return None
    people = _people_of(m)
    return (people, m.span()) if people >= 2 else None  # noqa: PLR2004 - one is one user


def people_of_service(text: str) -> int | None:
    """The people (or daily users) said to use a service, whatever load at once is said too."""
    m = _PEOPLE_RE.search(text)
    return _people_of(m) if m is not None else None


def _people_of(m: re.Match[str]) -> int:
    """The people a match of ``_PEOPLE_RE`` counts ("2k daily users": 2,000)."""
    raw = m["n"] or m["d"] or m["d2"] or m["d3"]
    return round(float(raw.replace(",", "")) * (1000 if (m["k"] or m["k2"]) else 1))


def people_asked_against(text: str) -> dict[str, object]:
    """The people said to use a service, as the head count a capacity asked is set against.

    "~40 daily users … how many at once before latency tanks": the users held at once are
    asked, and the answer says them against the 40 people (``head_count_judged``).
    """
    people = people_of_service(text)
    return {"head_count": people} if people is not None and people >= 2 else {}  # noqa: PLR2004


def load_at_once_said(text: str) -> bool:
    """Whether a load at once is said ("高峰同时在线50", "40 concurrent", "5%")."""
    return _AT_ONCE_RE.search(text) is not None


def users_at_peak(people: int) -> int:
    """The users generating at once at peak among ``people``.

    All of a small team, else the peak share of them (never fewer than a small team's).
    """
    return max(min(people, ALL_AT_ONCE_UP_TO), math.ceil(people * PEAK_SHARE))


__all__ = [
    "ALL_AT_ONCE_UP_TO",
    "PEAK_SHARE",
    "load_at_once_said",
    "people_asked_against",
    "people_of_service",
    "people_said",
    "users_at_peak",
]
