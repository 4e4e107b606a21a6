"""A time to first token seen and put up for judgment ("首 token 延迟动不动 10 秒以上，正常吗").

A TTFT stated as what the asker sees, with "is that normal?" beside it, is no latency target to
plan for: it is a slowdown to troubleshoot, held against the prompt-reading rate the card gives
(``Query.ttft_seen_s``). Patterns over the folded text; pure.
"""

from __future__ import annotations

import re

_TTFT_SEEN_RE = re.compile(
    r"(?:ttft|time[\s-]to[\s-]first[\s-]token|first[\s-]token(?: latency| time)?|首\s*token"
    r"|首字|首个\s*token)[^.?!。？\d]{0,24}?(?P<n>\d+(?:\.\d+)?)\+?\s*(?P<u>ms|毫秒|s|秒|sec\w*)"
    r"(?![a-z])(?:\s*(?:以上|多|左右|\+|or more|plus))?"
    r"[^?？]{0,30}?(?:正常吗|正常不|正常么|是不是正常|太慢|不正常"
    r"|is (?:that|this|it) (?:normal|expected|right|ok)|normal\?|expected\?|reasonable\?|too slow"
    r"|what gives|why)"
)
"""A TTFT figure said as seen, then judged ("ttft is often 8+ seconds, is that normal?")."""


def ttft_seen(folded: str) -> float | None:
    """The time to first token seen and judged in ``folded``, in seconds; None when none is."""
    found = _TTFT_SEEN_RE.search(folded)
    if found is None:
        return None
    value = float(found["n"])
    seconds = value / 1000 if found["u"] in ("ms", "毫秒") else value
    return seconds if seconds > 0 else None


__all__ = ["ttft_seen"]
