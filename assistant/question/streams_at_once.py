"""Sequences said to run at once by their count ("200 路同时对话", "12 requests running at once").

A count of streams, requests or sequences said with their running together is the load a KV
cache or a serving answer sizes for, as "20 个并发" is: it is read as the users at once. The
count asked ("同时跑多少路") is no load and is left to the capacity readers.
"""

from __future__ import annotations

import re

_AT_ONCE_COUNT_RE = re.compile(
    r"(?<![\d.])(?P<n>\d{1,4})\s*(?:路|条|个)\s*(?:请求|会话|序列|对话|推理|流)?\s*"
    r"(?:同时|并行|一起)\s*(?:在)?\s*(?:跑|推理|生成|处理|解码|服务|请求|运行|对话|聊天|会话|问答|在线)"
    r"|(?<![\d.])(?P<e>\d{1,4})\s+(?:sequences?|requests?|streams?|sessions?|prompts?|chats?)\s+"
    r"(?:running|decoding|generating|going|served|in flight)\s+"
    r"(?:at once|at the same time|concurrently|in parallel|simultaneously)\b"
)
"""A count of streams and their running together ("20 路同时跑", "8 requests running at once")."""


def streams_at_once(folded: str) -> int | None:
    """The count of sequences said to run at once, or None."""
    m = _AT_ONCE_COUNT_RE.search(folded)
    if m is None:
        return None
    value = int(m["n"] or m["e"])
    return value if value > 0 else None


__all__ = ["streams_at_once"]
