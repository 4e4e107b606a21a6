"""Whether the hardware is to be sold again when the work is done ("buy and resell", "用完卖掉").

A reseller bought from and "出手" (which also means to buy) are not a resale.

Rent vs buy then prices what the cards fetch at the end (``calc.resale``) instead of writing
them off to nothing over a project of a few months.
"""

from __future__ import annotations

import re

_RESALE_RE = re.compile(
    r"(?<![a-z])(?:re-?sell(?!ers?\b)\w*|resale|flip (?:it|them)"
    r"|sell (?:it|them|the cards?|the gpus?)(?: \w+)?(?: after\w*| later| on| off| when| again))"
    r"(?![a-z])|转手|出掉|卖掉|再卖|出二手|回血|残值"
)


def resale_said(folded: str) -> bool:
    """The text says the hardware is sold again at the end."""
    return _RESALE_RE.search(folded) is not None


__all__ = ["resale_said"]
