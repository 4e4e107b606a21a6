"""How long something has been rented so far: history, not the horizon owning is weighed over.

"8 卡 H100 已经租了一年多", "we've rented 8x H100 for over a year", "been renting A100s for
two years now": the span says how long the bill has run, not how long cards bought would be
kept, so it is no duration of the job or of owning. Pure.
"""

from __future__ import annotations

import re

_RENTED_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:rented|been\s+renting|leased|been\s+leasing)(?![a-z])[^.,;:!?，。；]{0,24}?"
    r"(?<![a-z])for\s+(?:the\s+(?:past|last)\s+)?|(?:已经|已)?租了\s*|(?:已经|已)租\s*)"
    r"(?:over|more than|about|around|almost|nearly|roughly|~|大概|差不多|快|将近|有)?\s*$"
)
"""Renting in the past just before a span ("rented them for over ", "已经租了")."""


def rented_so_far(work: str, start: int) -> bool:
    """Whether the span starting at ``start`` is how long renting has gone on already."""
    return _RENTED_BEFORE_RE.search(work[max(0, start - 40) : start]) is not None


__all__ = ["rented_so_far"]
