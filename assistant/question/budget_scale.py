"""A budget changed by a factor in a follow-up ("and if half that budget?", "预算翻倍呢").

Pure: reads only the folded text it is given.
"""

from __future__ import annotations

import re

_SCALE_RE = re.compile(
    r"\b(?P<half>half|halve[ds]?)\b(?: (?:of )?(?:that|the|my|our|this))?(?: budget| money| amount)"
    r"|\b(?:budget|it|that) (?:is |gets? |was )?(?P<halved>halved|cut in half)\b"
    r"|\b(?P<double>double|twice|2x)(?: (?:that|the|my|our|this))?(?: budget| amount| money)?"
    r"(?=\s*(?:\?|$|,|instead|then))"
    r"|\b(?P<triple>triple|3x)(?: (?:that|the|my|our|this))?(?: budget| amount)?(?=\s*(?:\?|$|,))"
    r"|预算(?:砍|减|降|少|缩)?(?:一半|减半|砍半|对半)|(?:预算|钱)(?:只有|剩)?一半"
    r"|(?P<zh_double>预算(?:翻倍|翻一倍|加倍|多一倍|double))"
)
"""A factor said of the earlier budget: half, double, triple."""


def budget_scale(folded: str) -> float | None:
    """The factor a follow-up applies to the earlier budget, or None when none is said."""
    m = _SCALE_RE.search(folded)
    if m is None:
        return None
    if m["double"] or m["zh_double"]:
        return 2.0
    if m["triple"]:
        return 3.0
    return 0.5


__all__ = ["budget_scale"]
