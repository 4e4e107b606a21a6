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
from assistant.messages.readings import (
    USERS_FROM_DAILY,
    USERS_FROM_DAILY_ASSUMED,
    USERS_FROM_PEOPLE,
)
from assistant.question.numbers import cn_value
from assistant.question.people_load import (
    ALL_AT_ONCE_UP_TO,
    PEAK_SHARE,
    load_at_once_said,
    people_of_service,
    users_at_peak,
)

_DAILY_RE = re.compile(
    r"(?<![\d,.])(?P<n>\d[\d,]{0,9}(?:\.\d+)?)\s*(?P<k>k|万)?\s*"
    r"(?:daily[\s-]+active(?:\s+users?)?|daily[\s-]+actives|daus?\b|日活(?:用户)?)"
    r"|(?:日活(?:用户)?|dau)\s*(?:约|大概|大约|有|是|~|about)?\s*"
    r"(?P<n2>\d[\d,]{0,9}(?:\.\d+)?)\s*(?P<k2>k|万)?",
    re.IGNORECASE,
)
"""A daily-active count, said before ("1000 daily actives", "2万日活") or after ("日活 5000")."""
_SHARE_RE = re.compile(
    r"(?P<p>\d{1,2}(?:\.\d+)?)\s*%\s*(?:of\s+(?:them|those|whom)\s+)?(?:(?:are|is|being)\s+)?"
    r"(?:(?:using|on|chatting|asking|hitting)(?:\s+(?:it|them|the\s+\w+))?\s+)?"
    r"(?:active\s+)?"  # "10% active at once"
    r"(?:concurrent|concurrency|simultaneous\w*|online|at\s+once|at\s+(?:the\s+same|a)\s+time"
    r"|在线|同时在线|并发|同时使用|同时用)"
    r"|(?:并发|同时在线|同时使用|同时用)(?:的)?(?:比例|率|人数)?\s*(?:估计|预计|大约|大概|约|按|算|是|为)?"
    r"\s*(?P<p2>\d{1,2}(?:\.\d+)?)\s*%"
    # tenths said in Chinese, then at once: "高峰两成同时在问", "三成并发"
    r"|(?<![\d一二两三四五六七八九十])(?P<tenths>[1-9一二两三四五六七八九])\s*成\s*(?:左右|的人|用户)?\s*"
    r"(?:同时|并发|在线)",
    re.IGNORECASE,
)
"""The share of them on at once ("5% concurrent", "同时在线估计 10%", "两成同时在问")."""
_PEOPLE_RE = re.compile(
    r"(?<![\d,.])(?P<n>\d[\d,]{0,9}(?:\.\d+)?)\s*(?P<k>k|万)?[\s-]*(?:个|位|名)?\s*"
    r"(?:人|员工|同事|学生|用户|老师|客户|会员|坐席|座席|客服|(?:employees|students|staff|users|people|customers"
    r"|members|seats?|learners|agents)(?![a-z]))",
    re.IGNORECASE,
)
"""A head count ("2000 个学生", "5k employees"): the people a stated share of is on at once."""
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
    if daily is None and share is not None:  # "2000 个学生…同时在线 10%": people, a share
        return _users_of_people(text, share)
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
    percent = _percent(share)
    if count < 1 or not 0 < percent <= 100:  # noqa: PLR2004 - a percentage
        return None
    users = max(1, math.ceil(count * percent / 100))
    note = USERS_FROM_DAILY(daily=f"{count:,.0f}", share=f"{percent:g}", n=users)
    return DailyUsers(users, note, (_share_said(share), round(count)), None)


def _percent(share: re.Match[str]) -> float:
    """The share said, in percent ("5%", "两成": 20)."""
    if share["tenths"]:
        return 10.0 * (cn_value(share["tenths"]) or 0.0)
    return float(share["p"] or share["p2"])


def _share_said(share: re.Match[str]) -> int:
    """The share's numeral as said ("两成": 2, "5%": 5), which a reader may take for users."""
    return round(_percent(share) / 10) if share["tenths"] else round(_percent(share))


def head_count(text: str) -> int | None:
    """The people said ("~200 members", "a 500-seat team", "80 个学生"), when more than one."""
    people = _PEOPLE_RE.search(text)
    if people is None:
        return None
    count = float(people["n"].replace(",", "")) * _SCALE.get((people["k"] or "").lower(), 1)
    return round(count) if count >= 2 else None  # noqa: PLR2004 - one is one user


def people_beside_load(text: str, users: int) -> int | None:
    """The people a load said at once is the peak of ("公司300人用，高峰50个人同时问": 300).

    Said back beside the load so the answer keeps both figures; only more people than users.
    """
    if not load_at_once_said(text):
        return None
    people = people_of_service(text) or head_count(text)
    return people if people is not None and people > users else None


def _users_of_people(text: str, share: re.Match[str]) -> DailyUsers | None:
    """The users a head count and a stated share of them on at once make ("5000 staff, 5%")."""
    people = next((m for m in _PEOPLE_RE.finditer(text) if m.end() <= share.start()), None)
    if people is None:
        return None
    count = float(people["n"].replace(",", "")) * _SCALE.get((people["k"] or "").lower(), 1)
    percent = _percent(share)
    if count < 2 or not 0 < percent <= 100:  # noqa: PLR2004 - one is one user; a percentage
        return None
    users = max(1, math.ceil(count * percent / 100))
    note = USERS_FROM_PEOPLE(people=f"{count:,.0f}", share=f"{percent:g}", n=users)
    return DailyUsers(users, note, (_share_said(share), round(count)), round(count))


__all__ = ["DailyUsers", "head_count", "people_beside_load", "users_from_daily"]
