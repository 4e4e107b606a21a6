"""The cards weighed are already the user's: bought and paid for, only running them is left; pure.

"homelab with 4x 3090 already paid for: keep running them at $0.30/kWh or rent an A100?",
"家里两张3090已经买了，自己跑还是租": the purchase is spent whatever is chosen now, so a
rent-or-buy weighing sets the cost of running the cards (power and upkeep) against the rent.
A purchase still asked beside them ("I already have a 3090; buy a 4090 or rent?") is a weighing
of that purchase, not of the cards held.
"""

from __future__ import annotations

import re

_HELD_RE = re.compile(
    r"(?<![a-z])(?:already\s+(?:own|have|got|bought|purchased|paid\s+for)"
    r"|(?:are|is|were|all|fully|already)\s+paid\s+(?:for|off)|paid\s+off"
    r"|(?:i|we)\s+(?:already\s+)?own(?!\s+(?:one|it|them)\s+(?:if|or|and|vs))"
    r"|(?:sitting|idle)\s+(?:in|on|around)\s+(?:my|our)\s+\w+"
    r"|in\s+(?:my|our)\s+(?:closet|rack|basement|garage|homelab|home\s+lab|server\s+room))(?![a-z])"
    r"|已经买了|已经买好|已经入手|已经有|已有|手上有|手头有|家里有|自己有|现有的?|闲置的?"
)
_BUYING_RE = re.compile(r"(?<![a-z])(?:buy\w*|purchas\w*|bought)(?![a-z])|买|购")
"""A purchase still asked: the weighing is of that purchase."""


def cards_held(folded: str) -> bool:
    """Whether the cards weighed are said to be the user's already, with no purchase asked."""
    if _HELD_RE.search(folded) is None:
        return False
    rest = _HELD_RE.sub(" ", folded)
    return _BUYING_RE.search(rest) is None


__all__ = ["cards_held"]
