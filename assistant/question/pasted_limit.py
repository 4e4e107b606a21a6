"""The power limit of a pasted ``nvidia-smi`` row, kept for a check of the card.

"| 72%  87C  P2  201W / 450W | 20311MiB / 24564MiB | … SW Thermal Slowdown: Active … refund?":
the row's Pwr:Usage/Cap column states the card's limit (450 W). A check of the card (a throttle
reason, a temperature) judges it beside what it leads with, so the answer says the limit was
read and whether it is the card's default. Pure: one regular expression over the folded text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.text import fold

_ROW_LIMIT_RE = re.compile(
    # the performance state, then "usage / cap": "P2  201W / 450W", "P0 118W / 700W"
    r"(?<![a-z])p\d{1,2}\s+\d{1,4}(?:\.\d+)?\s*w\s*/\s*(\d{2,4}(?:\.\d+)?)\s*w(?![a-z])"
)
"""An nvidia-smi row's performance state and its power usage over the limit (the cap)."""


def row_limit_kept(query: Query) -> Query:
    """``query`` with the pasted row's power limit as the reading checked, for a card check."""
    if query.trouble != "verify" or not query.gpus or query.power_reading_w is not None:
        return query
    if query.variant_suspected is not None:
        return query  # the sibling check reads its own
    m = _ROW_LIMIT_RE.search(fold(query.text))
    if m is None:
        return query
    return query.model_copy(update={"power_reading_w": float(m[1])})


__all__ = ["row_limit_kept"]
