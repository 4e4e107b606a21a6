"""A rental's price said in bare cents, no "/hr" after it ("runpod at 43 cents"); pure-ish.

GPUs are rented by the hour: a figure in cents set beside a rental (a provider named, or a
rent word just before it) with no unit after it is that rental's hourly rate. A tariff said in
cents ("28 cents/kWh", "power is 28 cents") is read by the tariff reader first; a unit after
the figure (kWh, a month, tokens) is no hourly rent. Read when owning is weighed, or when the
named provider's rental is priced by the month ("runpod 3090 at 43 cents, per month 24/7?").
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.question.owning_slots import OWNING_RE
from assistant.question.stated_rate import MAX_SPOKEN_RATE
from assistant.question.text import Scan

_BARE_CENTS_RE = re.compile(
    r"(?<![\w.])(?P<c>\d{1,3}(?:\.\d)?)\s*(?:cents?|¢)(?![a-z/])"
    r"(?!\s*(?:/|per|an?|each|every|一|每)\s*(?:kwh|kw|度|month|mo|day|week|year|token|gb|m\b))"
)
_RENTAL_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:rent\w*|cloud|spot|on[\s-]?demand|instances?)(?![a-z])[^.?!;]{0,24}$"
)
_USED_RE = re.compile(r"(?<![a-z])(?:used|second[\s-]?hand|ebay)(?![a-z])|二手|闲鱼")
"""A card bought used is owned: "a used 3090 for $700 or runpod at 43 cents"."""
_POWER_BEFORE_RE = re.compile(r"(?<![a-z])(?:power|electricity|energy|kwh|tariff)(?![a-z])")


def read_bare_cents_rate(scan: Scan) -> None:
    """``rent_rate_stated`` from "<provider> at 43 cents" (owning weighed, or a month priced)."""
    owning = OWNING_RE.search(scan.lower) or _USED_RE.search(scan.lower)
    # or the rental priced over a span ("runpod 3090 at 43 cents — per month, 24/7?")
    spanned = scan.slots.get("provider") is not None and scan.slots.get("unit") == "per_month"
    if scan.slots.get("rent_rate_stated") is not None or not (owning or spanned):
        return
    for m in _BARE_CENTS_RE.finditer(scan.lower):
        before = scan.lower[max(0, m.start() - 30) : m.start()]
        if _POWER_BEFORE_RE.search(before):
            continue  # "power is 28 cents": a tariff
        if scan.slots.get("provider") is None and _RENTAL_BEFORE_RE.search(before) is None:
            continue
        value = Decimal(m["c"]) / 100
        if 0 < value <= Decimal(str(MAX_SPOKEN_RATE)):
            scan.set("rent_rate_stated", value)
            scan.set("currency", "USD")
        return


__all__ = ["read_bare_cents_rate"]
