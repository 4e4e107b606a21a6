"""The load at once said beside a head count: the peak sizes the server, the people are said back.

"~500 people use it daily, worst hour we saw 40 chats open at once", "公司 1000 人用，同时 100 个
请求": the head count (500, 1000) is who uses the service over a day; the count said to be open
at once (40, 100) is what the GPUs must hold at the same moment. A head-count reader that took
the people as the users is overruled by that at-once count, and the people are kept beside it
(``people_using``) so the answer says both. Pure: regular expressions over the question text.
"""

from __future__ import annotations

import re

_LOAD_RE = re.compile(
    r"(?<![\d,.])(?P<n>\d[\d,]{0,6})\s*(?:(?:个|位|路)\s*)?"
    r"(?:(?:concurrent|simultaneous|parallel|active|live|open)\s+)?"
    r"(?:users?|requests?|sessions?|chats?|conversations?|clients?|并发\s*(?:用户|请求|会话)?"
    r"|用户|请求|会话|对话)(?![a-z])"
)
"""A count of a serving load ("40 chats", "100 个请求", "60 并发")."""
_AT_ONCE_BEFORE_RE = re.compile(
    r"(?:同时|并发|高峰(?:期|时)?|峰值|最多|(?<![a-z])(?:peak|worst|busiest|at most))"
    r"[^\d。；;.!?？！]{0,10}$"
)
"""Said to be at once before the count ("同时 100 个请求", "peak of 40 sessions")."""
_AT_ONCE_AFTER_RE = re.compile(
    r"^[^\d。；;.!?？！]{0,14}?(?:(?<![a-z])(?:at once|at the same time|simultaneously"
    r"|concurrently|in parallel|at peak)(?![a-z])|同时|在线)"
)
"""Said to be at once after the count ("40 chats open at once")."""
_RATE_AFTER_RE = re.compile(r"^\s*(?:/|per\s|an?\s+(?:second|sec|minute|min|hour)|每)", re.I)
"""A rate, not a count ("100 requests/s", "100 requests per minute")."""


def load_at_once(text: str) -> int | None:
    """The count of a load said to be open at once, or None."""
    for m in _LOAD_RE.finditer(text):
        if _RATE_AFTER_RE.match(text[m.end() :]):
            continue
        before = text[max(0, m.start() - 24) : m.start()]
        after = text[m.end() : m.end() + 30]
        if _AT_ONCE_BEFORE_RE.search(before) or _AT_ONCE_AFTER_RE.match(after):
            count = int(m["n"].replace(",", ""))
            return count if count >= 1 else None
    return None


def peak_over_people(text: str, users: object) -> dict[str, object]:
    """The users as the at-once count when the users read are the larger head count beside it.

    Returns the slots to update (``users`` and ``people_using``), or nothing.
    """
    if not isinstance(users, int):
        return {}
    peak = load_at_once(text.lower())
    if peak is None or peak >= users:
        return {}
    return {"users": peak, "people_using": users}


__all__ = ["load_at_once", "peak_over_people"]
