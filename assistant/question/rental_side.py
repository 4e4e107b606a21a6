"""Whether a rental is said beside a purchase weighed; pure.

"二手 A100 3.8w … 跟租 RunPod A100 比" sets renting against owning; "is a second-hand rtx 4080
worth buying, what do they go for" weighs a purchase alone: its price is asked, from the catalog.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_RENTAL_SIDE_RE = re.compile(r"(?<![a-z])(?:rent\w*|leas\w*|cloud)(?![a-z])|租|云")


def rental_side(scan: Scan) -> bool:
    """Whether a rental is said beside a purchase ("跟租 RunPod A100 比", "or Lambda A100s")."""
    return bool(scan.slots.get("provider")) or _RENTAL_SIDE_RE.search(scan.lower) is not None


def rent_weighed(intent: str, scan: Scan) -> bool:
    """Whether owning is weighed against a rental said (a resale price asked is its input)."""
    return intent == "rent_vs_buy" and rental_side(scan)


__all__ = ["rent_weighed", "rental_side"]
