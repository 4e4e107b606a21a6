"""A serving load said or asked as requests per second ("20 req/s", "QPS 50", "每秒20个请求").

A rate of requests is not a count of users: "peak 20 requests a second" held by a server
needs as many conversations in flight as arrive while one is answered (Little's law: the
rate times the seconds a request takes). A request takes its reply's tokens at the per-user
speed the server promises, so the users sized are the rate x reply tokens / per-user speed,
and the answer says so. Asked the other way ("how many requests per second can it handle",
"每秒能处理多少请求"), the capacity in users is turned back into requests per second.
Pure: regular expressions over the question text.
"""

from __future__ import annotations

import math
import re

REQUEST_OUTPUT_TOKENS = 256
"""Reply tokens per request assumed when none are said: a usual chat answer."""

_REQ = r"(?:requests?|reqs?|queries|query|calls?|api\s+calls?|prompts?)"
_PER_S = (
    r"(?:/\s*s(?:ec)?|per\s+(?:second|sec|s)|an?\s+(?:second|sec)|each\s+second|every\s+second)"
)
_PER_MIN = r"(?:/\s*min|per\s+minute|an?\s+minute|each\s+minute|every\s+minute)"
_ZH_REQ = r"(?:个|次)?\s*(?:请求|调用|查询|问题|提问)"
_NUM = r"(?P<n>\d[\d,]*(?:\.\d+)?)\s*(?P<k>k)?"
_STATED = (
    (re.compile(rf"(?<![\d.]){_NUM}\s*{_REQ}\s*{_PER_S}(?![a-z])", re.I), 1.0),
    (re.compile(rf"(?<![\d.]){_NUM}\s*{_REQ}\s*{_PER_MIN}(?![a-z])", re.I), 1 / 60),
    (re.compile(rf"(?<![\d.]){_NUM}\s*(?:rps|qps|req/s)(?![a-z])", re.I), 1.0),
    (
        re.compile(
            rf"(?<![a-z])(?:rps|qps)\s*(?:of|=|:|：|~|约|大概|大约|是|在|达到|有)?\s*{_NUM}", re.I
        ),
        1.0,
    ),
    (
        re.compile(
            rf"每秒(?:钟)?\s*(?:有|约|大概|大约|峰值|最多|会有|要处理|处理)?\s*{_NUM}\s*{_ZH_REQ}"
        ),
        1.0,
    ),
    (
        re.compile(
            rf"每分钟\s*(?:有|约|大概|大约|峰值|最多|会有|要处理|处理)?\s*{_NUM}\s*{_ZH_REQ}"
        ),
        1 / 60,
    ),
    (re.compile(rf"(?<![\d.]){_NUM}\s*{_ZH_REQ}\s*(?:每秒|/\s*秒|/\s*s)"), 1.0),
)
"""A request rate stated, with its scale to requests per second."""
_ASKED_RE = re.compile(
    rf"how many\s+(?:concurrent\s+)?{_REQ}\s*(?:can\s+\w+\s+\w+\s+)?{_PER_S}(?![a-z])"
    rf"|how many\s+{_REQ}\s+(?:can|could|will|would)\b[^?.!]{{0,40}}?{_PER_S}(?![a-z])"
    r"|(?:what|how much|how many|max(?:imum)?|peak)\s+(?:\w+\s+){0,2}?(?:rps|qps|req/s)(?![a-z])"
    r"|(?<![a-z])(?:rps|qps)\s*[?？]"
    r"|每秒(?:钟)?\s*(?:能|可以)?\s*(?:处理|扛|撑|服务|接|跑|响应|承载|支持)?(?:得了|住)?\s*"
    r"(?:多少|几)\s*(?:个|次)?\s*(?:请求|调用|查询|问题)"
    r"|(?:qps|rps)\s*(?:能|可以)?\s*(?:到|有|达到|上)?\s*(?:多少|几)",
    re.I,
)
"""Requests per second asked of some hardware ("how many requests per second", "QPS 能到多少")."""


def stated_request_rate(text: str) -> tuple[float, tuple[int, int]] | None:
    """The requests per second said as the load, and where, or None."""
    for pattern, scale in _STATED:
        m = pattern.search(text)
        if m is None:
            continue
        value = float(m["n"].replace(",", "")) * (1000 if m["k"] else 1) * scale
        if value > 0:
            return value, m.span()
    return None


def request_rate_asked(text: str) -> bool:
    """Whether requests per second are what is asked."""
    return _ASKED_RE.search(text) is not None


def users_for_rate(rate: float, reply_tokens: int, per_user_tps: float) -> int:
    """Conversations in flight for ``rate`` requests/s of ``reply_tokens`` at ``per_user_tps``."""
    return max(1, math.ceil(rate * reply_tokens / per_user_tps))


def rate_for_users(users: int, reply_tokens: int, per_user_tps: float) -> float:
    """Requests per second ``users`` conversations finish at ``per_user_tps``."""
    return users * per_user_tps / reply_tokens


__all__ = [
    "REQUEST_OUTPUT_TOKENS",
    "rate_for_users",
    "request_rate_asked",
    "stated_request_rate",
    "users_for_rate",
]
