"""Whether a count asked of some hardware is a serving load: users, requests, conversations.

"How many concurrent 8k conversations before the KV cache runs out" counts a load the cards
serve (the serving kind's users); "how many 16k sequences fit in the KV cache" counts what the
cache holds (the KV-cache kind's sequences). Pure: a regular expression over the folded text.
"""

from __future__ import annotations

import re

_LOAD_COUNT_RE = re.compile(
    r"\bhow many (?:of (?:those|these|the|them|my|our) )?(?:concurrent |simultaneous |parallel )?"
    r"(?:\d+k[\s-]?(?:tokens? )?|long )?(?:users?|requests?|people|conversations?|chats?"
    r"|clients?|seats?|agents?|streams?)\b"
    r"|(?:多少|几)(?:个|位|路)?\s*(?:并发|用户|人同时|人在线|人用|个?请求)"
    r"|(?<!单)并发(?:数|量)?(?:能)?(?:到|有|是)?(?:多少|几)"
    r"|(?:撑|扛|带|抗|支撑|支持|服务)(?:得了|得住|住)?(?:多少|几)(?:个|位|路)?\s*(?:并发|用户|人|请求)"
)
"""Users, requests or conversations counted (not sequences or contexts a cache holds)."""


def load_counted(folded: str) -> bool:
    """Whether the count asked is of a serving load ("how many concurrent users", "多少并发")."""
    return _LOAD_COUNT_RE.search(folded) is not None


__all__ = ["load_counted"]
