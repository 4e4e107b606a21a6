"""The dollar range a used-market price is stated as ("about 500–800 USD"), read once; pure.

Catalog rows record a used price as one figure (the top of a range, for a purchase) and say the
range in its basis; guide tables state ranges in cells. Resale is priced at the bottom, a
purchase at the top.
"""

from __future__ import annotations

import re

_AMOUNT_RE = re.compile(r"(\d[\d,]*(?:\.\d+)?)")
_USD_RE = re.compile(r"usd|美元|\$", re.IGNORECASE)


def usd_range(cell: str) -> tuple[float | None, float | None]:
    """The low and high of a range stated in US dollars ("about 500–800 USD"), else None."""
    if _USD_RE.search(cell) is None:
        return None, None
    amounts = [float(a.replace(",", "")) for a in _AMOUNT_RE.findall(cell)]
    amounts = [a for a in amounts if a >= 50]  # a year or a date is no price; prices are >= 50
    amounts = [a for a in amounts if not 1990 <= a <= 2100] or amounts
    if not amounts:
        return None, None
    return amounts[0], amounts[1] if len(amounts) > 1 else amounts[0]


def recorded_used_range(basis: str) -> tuple[float | None, float | None]:
    """The dollar range a catalog row's used-price basis states, before its source's title.

    "used-market, May 2026: 1,400-1,700 USD (runlocalai.co …), the top" gives (1400, 1700).
    """
    return usd_range(basis.split("(")[0])


__all__ = ["recorded_used_range", "usd_range"]
