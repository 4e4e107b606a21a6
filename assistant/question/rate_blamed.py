"""A rate seen with a part of the setup blamed for it, or a rate said to fall from one to another.

"llama.cpp split over 4x 3090 on x1 risers gives 4 tok/s on a 70b. is it the risers?" reports
a speed and asks whether a part of the set-up causes it; "上下文到 20k 速度从 30 tok/s 掉到 8"
reports a rate that fell. Both are a slow job to troubleshoot, not a speed to estimate. Reads
folded text. Pure.
"""

from __future__ import annotations

import re

_RATE = r"\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps|it/s)"
_RATE_BLAMED_RE = re.compile(
    r"(?:gives?|gets?|getting|seeing|see|at|doing|does|hits?|running at|only|just"
    r"|跑出?来?了?|只有|才)"
    r"\s*(?:me |us )?(?:like |about |around |~|约)?\s*" + _RATE + r".{0,120}?"
    r"(?:\b(?:is|was) (?:it|that|this) (?:the|my|our|just the|because of the) [\w .-]{1,30}\?"
    r"|\bare (?:the|my) [\w .-]{1,30} (?:the (?:problem|issue|bottleneck|cause)|to blame)"
    r"|是不是.{1,16}(?:的问题|的锅|导致|拖)|(?:的问题|的锅)(?:吗|么|嘛|？|\?))"
)
"""A rate seen, then a part blamed for it ("gives 4 tok/s … is it the risers?")."""
_RATE_FELL_RE = re.compile(
    r"(?:速度|生成|吞吐|token|tok/s|t/s)?\s*从\s*"
    + r"\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps|it/s)?"
    r"\s*(?:掉|降|跌|减|慢)(?:到|至|成)\s*\d"
)
"""A rate said to fall from one figure to another ("速度从 30 tok/s 掉到 8")."""


def rate_blamed(folded: str) -> bool:
    """Whether ``folded`` reports a rate with a cause put forward, or a rate that fell."""
    return _RATE_BLAMED_RE.search(folded) is not None or _RATE_FELL_RE.search(folded) is not None


__all__ = ["rate_blamed"]
