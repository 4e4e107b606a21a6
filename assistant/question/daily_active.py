"""Concurrent users from a daily-active count and a peak share ("1000 DAU, 5% concurrent").

A service is often sized by who uses it in a day and what share is on at the peak; the users
to serve are that share of the daily count, and the daily count is said back with it. Without
a share, a daily count is read as people using a service are ("2k daily users"): the peak
share of ``people_load`` is taken and said as assumed, never 10,000 users at once.
"""

from __future__ import annotations

import math
import re
from typing import NamedTuple

from assistant.messages.core import Message
from assistant.messages.readings import USERS_FROM_DAILY, USERS_FROM_DAILY_ASSUMED
from assistant.question.people_load import ALL_AT_ONCE_UP_TO, PEAK_SHARE, users_at_peak

_DAILY_RE = re.compile(
    r"(?<![\d,.])(?P<n>\d[\d,]{0,9}(?:\.\d+)?)\s*(?P<k>k|万)?\s*"
    r"(?:daily[\s-]+active(?:\s+users?)?|daily[\s-]+actives|daus?\b|日活(?:用户)?)"
    r"|(?:日活(?:用户)?|dau)\s*(?:约|大概|大约|有|是|~|about)?\s*"
    r"(?P<n2>\d[\d,]{0,9}(?:\.\d+)?)\s*(?P<k2>k|万)?",
    re.IGNORECASE,
)
"""A daily-active count, said before ("1000 daily actives", "2万日活") or after ("日活 5000")."""
_SHARE_RE = re.compile(
    r"(?P<p>\d{1,2}(?:\.\d+)?)\s*%\s*(?:(?:are\s+)?(?:concurrent|concurrency|simultaneous|online"
    r"|at\s+once|在线|同时在线|并发))"
    r"|(?:并发|同时在线)(?:比例|率)?\s*(?:约|大概|是)?\s*(?P<p2>\d{1,2}(?:\.\d+)?)\s*%",
    re.IGNORECASE,
)
"""The share of them on at once ("5% concurrent", "同时在线 10%")."""
_SCALE = {"k": 1_000, "万": 10_000}


class DailyUsers(NamedTuple):
    """The users a daily count makes and how they were read."""

    users: int
    note: Message
    figures: tuple[int, int]
    """The share and the daily count, as a reader may have taken either for users."""
    people: int | None
    """The people the users are a peak share of, when that share was assumed (else None)."""


def users_from_daily(text: str) -> DailyUsers | None:
    """The users a daily count and its peak share make, how read, and the figures read apart.

    See ``DailyUsers`` for what is returned.
    """
    daily = _DAILY_RE.search(text)
    share = _SHARE_RE.search(text)
    if daily is None:
        return None
    raw = (daily["n"] or daily["n2"]).replace(",", "")
    scale = _SCALE.get((daily["k"] or daily["k2"] or "").lower(), 1)
    count = float(raw) * scale
    if share is None and count >= 1:  # "10k DAU": the peak share of people using a service
        users = users_at_peak(round(count))
        note = USERS_FROM_DAILY_ASSUMED(
            daily=f"{count:,.0f}", n=users, share=f"{PEAK_SHARE * 100:g}", floor=ALL_AT_ONCE_UP_TO
        )
        return DailyUsers(users, note, (round(count), round(count)), round(count))
    if share is None:
        return None
    percent = float(share["p"] or share["p2"])
    if count < 1 or not 0 < percent <= 100:  # noqa: PLR2004 - a percentage
        return None
    users = max(1, math.ceil(count * percent / 100))
    note = USERS_FROM_DAILY(daily=f"{count:,.0f}", share=f"{percent:g}", n=users)
    return DailyUsers(users, note, (round(percent), round(count)), None)


__all__ = ["DailyUsers", "users_from_daily"]
