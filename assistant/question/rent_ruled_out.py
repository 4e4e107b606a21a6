"""Renting ruled out in passing ("buying, not renting", "不考虑租"): no rent weighed; pure.

A question that says it will buy and never rent asks which card to buy; the rent word in it
sets nothing against owning, so the rent-or-buy cues read the question without it.
"""

from __future__ import annotations

import re

_RULED_OUT_RE = re.compile(
    r"(?<![a-z])(?:not|no|never|without|won'?t|don'?t want to|not going to|not interested in)"
    r"\s+(?:be\s+)?(?:renting|rent(?:al)?s?|(?:the\s+)?cloud)(?![a-z])(?!\s+(?:or|vs))"
    r"|(?<![a-z])(?:rent(?:ing)?|cloud)\s+(?:is\s+)?(?:out|off the table|not an option)(?![a-z])"
    r"|不(?:想|打算|考虑|要|用|去)?租(?!的|来|用|还是|或)|不(?:想|打算|考虑)上云|租(?:的话)?不考虑"
    r"|不(?:让|准|许|能)[^，。,；;？?]{0,6}?上云"  # "公司不让代码上云"
)
"""Renting said only to be refused: "buying not renting", "no cloud", "rent is out", "不租"."""


def without_ruled_out_rent(work: str) -> str:
    """The lower-cased question with renting that it rules out blanked."""
    return _RULED_OUT_RE.sub(" ", work)


def rent_ruled_out(work: str) -> bool:
    """Whether the question refuses renting ("buying, not renting", "不考虑租")."""
    return _RULED_OUT_RE.search(work) is not None


__all__ = ["rent_ruled_out", "without_ruled_out_rent"]
