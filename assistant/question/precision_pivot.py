"""A precision turned to later in the message ("fp8 won't fit… but what about int4?").

Two precisions named, the later one after "what about", "how about", "换成" or "那…呢": the
later one is the one asked about, the first was only the starting point. Pure.
"""

from __future__ import annotations

import re

_PIVOT_RE = re.compile(
    r"(?:what|how)\s+about\s*(?:at\s+|with\s+|in\s+)?$|(?:but|or)\s+(?:at|with|in)\s+$"
    r"|instead\s+(?:at|with|in)\s+$|(?:换成|改成|改用|换用|要是|如果|那)\s*(?:用)?\s*$"
)
"""Words turning to another option, right before the precision named."""
_LOOK_BACK = 16
"""How far before the precision the turn may start, in characters."""


def pivoted_precision(text: str, found: list[tuple[int, str]]) -> str | None:
    """The precision a later turn asks about (``found``: start and name of each), else None."""
    if len({name for _, name in found}) < 2:
        return None
    first = min(found)
    for start, name in sorted(found, reverse=True):
        if name != first[1] and _PIVOT_RE.search(text[max(0, start - _LOOK_BACK) : start]):
            return name
    return None


__all__ = ["pivoted_precision"]
