"""A rate seen with a part of the setup blamed for it, a fix asked for it, or a rate that fell.

"llama.cpp split over 4x 3090 on x1 risers gives 4 tok/s on a 70b. is it the risers?" reports
a speed and asks whether a part of the set-up causes it ("is PCIe what's killing me?" too);
"gen 9 tok/s on a 32b q4, anything left to try?" reports a speed and asks what else would raise
it; "上下文到 20k 速度从 30 tok/s 掉到 8" reports a rate that fell. All are a slow job to
troubleshoot, not a speed to estimate. Reads folded text. Pure.
"""

from __future__ import annotations

import re

_RATE = r"\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps|it/s)"
_SEEN = (
    r"(?:gives?|gets?|getting|seeing|see|at|doing|does|hits?|running at|only|just|gen|decode"
    r"|generation|跑出?来?了?|只有|才|生成)"
    r"\s*(?:me |us )?(?:like |about |around |~|约)?\s*" + _RATE
)
_RATE_BLAMED_RE = re.compile(
    _SEEN + r".{0,120}?"
    r"(?:\b(?:is|was) (?:it|that|this) (?:the|my|our|just the|because of the) [\w .-]{1,30}\?"
    r"|\bare (?:the|my) [\w .-]{1,30} (?:the (?:problem|issue|bottleneck|cause)|to blame)"
    r"|\bis [\w .-]{1,30} (?:what'?s|what is) (?:killing|slowing|holding|bottlenecking)"
    r"|是不是.{1,16}(?:的问题|的锅|导致|拖)|(?:的问题|的锅)(?:吗|么|嘛|？|\?))"
)
"""A rate seen, then a part blamed for it ("gives 4 tok/s … is it the risers?")."""
_FIX_ASKED_RE = re.compile(
    _SEEN + r".{0,160}?"
    r"(?:\banything (?:else |left |more )?(?:to try|i can try|i could try|worth trying)"
    r"|\bwhat else (?:can|could|should) (?:i|we) (?:try|do|tweak)"
    r"|\bany (?:other |more )?(?:tricks|tweaks|knobs) left"
    r"|还有(?:什么|啥|没有)(?:办法|能|可以)?(?:试|调|优化|提升|提速)"
    r"|还能(?:怎么|如何)(?:优化|提速|提升|调))"
)
"""A rate seen, then what else would raise it asked ("gen 9 tok/s … anything left to try?")."""
_RATE_FELL_RE = re.compile(
    r"(?:速度|生成|吞吐|token|tok/s|t/s)?\s*从\s*"
    + r"\d+(?:\.\d+)?\s*(?:t/s|tok(?:en)?s?/s|tps|it/s)?"
    r"\s*(?:掉|降|跌|减|慢)(?:到|至|成)\s*\d"
)
"""A rate said to fall from one figure to another ("速度从 30 tok/s 掉到 8")."""


def rate_blamed(folded: str) -> bool:
    """Whether ``folded`` reports a rate with a cause or a fix asked, or a rate that fell."""
    found = (_RATE_BLAMED_RE, _FIX_ASKED_RE, _RATE_FELL_RE)
    return any(pattern.search(folded) is not None for pattern in found)


__all__ = ["rate_blamed"]
