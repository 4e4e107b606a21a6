"""The power limit of a pasted ``nvidia-smi`` row, kept for a check of the card.

"| 72%  87C  P2  201W / 450W | 20311MiB / 24564MiB | … SW Thermal Slowdown: Active … refund?":
the row's Pwr:Usage/Cap column states the card's limit (450 W). A check of the card (a throttle
reason, a temperature) judges it beside what it leads with, so the answer says the limit was
read and whether it is the card's default. A row pasted cut down to its name, memory and cap
("`NVIDIA A10 | 23028MiB | 150W`", "Tesla T4 15360MiB 70W", "81559MiB, cap 350W") states the
limit as the wattage right after the memory total. Pure: regular expressions over the folded
text.
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

_MEMORY_THEN_CAP_RE = re.compile(
    # "23028mib | 150w", "15360mib 70w", "81559mib`, cap `350w", "81920mib, 400w cap"
    r"\d{4,6}\s*mib[\s|`'\",，、;]{0,6}(?:(?:power\s*)?(?:cap|limit)\s*:?[\s`'\"]{0,3})?"
    r"(\d{2,4}(?:\.\d+)?)\s*w(?![a-z/])(?!\s*/)"
)
"""A memory total read off the card, then the wattage beside it: the row's power limit (a
draw is written "201W / 450W", which the slash rules out)."""


def row_limit_kept(query: Query) -> Query:
    """``query`` with the pasted row's power limit as the reading checked, for a card check."""
    if query.trouble != "verify" or not query.gpus or query.power_reading_w is not None:
        return query
    if query.variant_suspected is not None:
        return query  # the sibling check reads its own
    watts = row_limit_w(query.text)
    if watts is None:
        return query
    return query.model_copy(update={"power_reading_w": watts})


def row_limit_w(text: str) -> float | None:
    """The power limit (W) of an ``nvidia-smi`` row pasted in ``text``, or None."""
    folded = fold(text)
    m = _ROW_LIMIT_RE.search(folded) or _MEMORY_THEN_CAP_RE.search(folded)
    return float(m[1]) if m is not None else None


__all__ = ["row_limit_kept", "row_limit_w"]
