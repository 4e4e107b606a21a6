"""A price said with the card landed in hand ("1.9w 到手", "4500 入手的"); pure.

"淘宝 4090 48g 涡轮版 1.9w 到手": the amount right before 到手/入手/拿下 is what the card cost,
with no price word before it, so it is the purchase price a verify or owning answer keeps.
Scaled amounts only ("1.9w", "4500", "两万"): a bare small number is no price.
"""

from __future__ import annotations

import re

LANDED_PRICE_RE = re.compile(
    # a numeral run is read from its first character only, and at most four long: a long run
    # of 一 is no price and must not be re-read from every position in it
    r"(?<![\d.a-z一二两三四五六七八九十])(?P<n>\d{1,9}(?:\.\d{1,3})?|[一二两三四五六七八九十]{1,4})"
    r"\s*(?P<m>万|千|w|k)?\s*(?:元|块)?\s*"
    r"(?:左右|出头|多)?\s*(?:包邮\s*)?(?:就|才)?(?:到手|入手|拿下)"
)
"""An amount and the card landed ("1.9w 到手", "4500块入手", "两万拿下")."""


def landed_price(lower: str) -> re.Match[str] | None:
    """The amount said with the card landed, or None (a bare number under 100 is no price)."""
    for m in LANDED_PRICE_RE.finditer(lower):
        if m["m"] or (m["n"].replace(".", "").isdigit() and float(m["n"]) >= 100):
            return m
    return None


__all__ = ["LANDED_PRICE_RE", "landed_price"]
