"""An option said only as the one given up ("72b 太慢的话 32b 呢", "if 720p won't fit, 480p?").

A conditional that names a setting with its failure ("X 不行的话", "X 太慢的话", "if X is too
slow", "if X doesn't fit") sets X aside: the value asked is the other one said beside it. The
readers of sizes skip what such a clause names when another value is said outside it. Pure:
regular expressions over the lower-cased text, spans kept in place.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_FAILS_ZH = (
    r"(?:太慢|太卡|太大|太吃力|太勉强|不行|不够|跑不动|跑不了|跑不起来|放不下|装不下|塞不下|带不动"
    r"|扛不住|爆显存|会爆|oom)"
)
_FAILS_EN = (
    r"(?:is|are|'s|turns out)\s+(?:too\s+(?:slow|big|large|much|heavy|tight)|a no-go|not enough)"
    r"|(?:does(?:n't| not)|wo(?:n't)|will not|can(?:'t|not)|fails? to)\s+(?:fit|work|run|load)"
    r"|(?:ooms?|fails?|crawls)"
)
_REJECTED_RE = re.compile(
    rf"(?P<zh>[^\s,，。;；:：!！?？、]{{1,24}}?)\s*{_FAILS_ZH}\s*了?\s*的话"
    rf"|(?<![a-z])if\s+(?:the\s+)?(?P<en>[\w.\-]+(?:\s+[\w.\-]+)?)\s+(?:{_FAILS_EN})(?![a-z])"
)
"""A conditional giving an option up: "720p 不行的话", "if 72b is too slow", "if 720p won't fit"."""


def rejected_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the options a conditional gives up ("72b" of "72b 太慢的话")."""
    spans = []
    for m in _REJECTED_RE.finditer(text):
        group = "zh" if m["zh"] is not None else "en"
        spans.append(m.span(group))
    return spans


def outside_rejected(text: str) -> str:
    """``text`` with the options given up blanked (positions kept), when any is said."""
    for start, end in rejected_spans(text):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def kept_matches(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``pattern``'s matches in ``text``, those in an option given up dropped when others remain.

    "72b 太慢的话 32b 呢": 32b alone; "72b 太慢的话呢" keeps 72b, the only size said.
    """
    matches = list(pattern.finditer(text))
    spans = rejected_spans(text)
    kept = [m for m in matches if not any(s <= m.start() < e for s, e in spans)]
    return iter(kept if kept else matches)


__all__ = ["kept_matches", "outside_rejected", "rejected_spans"]
