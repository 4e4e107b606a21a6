"""Several PSUs of one wattage said together: the supply they give the box between them.

"用两个 1200w 服务器电源够不够", "dual 1600w psus enough for 8 3090s?", "2x 1200w supplies":
mining frames and servers feed their cards from more than one supply, so the PSU checked is
the sum, and the answer says how it was taken. ``psu_units`` reads the count said just before
the wattage (lowered text); ``summed_psus`` notes the sum in the scan's assumptions.
"""

from __future__ import annotations

import re

from assistant.messages import psu_units as say
from assistant.question.numbers import number
from assistant.question.text import Scan

_UNITS_BEFORE_RE = re.compile(
    r"(?:(?<![\d.])(?P<n>[2-8])\s*(?:x|×|个|块|台|路)"
    r"|(?<![a-z])(?P<word>two|three|four|dual|twin)"
    r"|(?P<zh>两|二|三|四|双)\s*(?:个|块|台|路)?)\s*(?:of\s+)?$"
)
_PAIR_WORDS = ("dual", "twin", "双")
"""Words for two that are no numeral; the numerals are read by ``numbers.number``."""


def psu_units(text: str, at: int) -> int:
    """How many PSUs the count just before the wattage at ``at`` says (1 when none is said)."""
    m = _UNITS_BEFORE_RE.search(text[max(0, at - 12) : at])
    if m is None:
        return 1
    word = m["n"] or m["word"] or m["zh"]
    return 2 if word in _PAIR_WORDS else int(number(word) or 1)


def summed_psus(scan: Scan, watts: float | None, at: int) -> float | None:
    """The supply of the PSUs said at ``at``: their sum when several are said, noted as such."""
    units = psu_units(scan.lower, at)
    if watts is None or units == 1:
        return watts
    scan.assumptions.append(say.PSUS_SUMMED(units=units, each=watts, total=units * watts))
    return units * watts


_MIXED_RE = re.compile(
    r"(?<![\d.])(?P<a>\d{3,4})\s*w(?:atts?)?\s*(?:\+|plus|and|&|加|和|跟|与)\s*"
    r"(?P<b>\d{3,4})\s*w(?:atts?)?(?![a-z])"
)
"""Two supplies of different wattages said together ("1600w + 850w", "1600w 和 850w")."""
_SUPPLY_RE = re.compile(r"(?<![a-z])(?:psus?|power suppl(?:y|ies))(?![a-z])|电源")
"""Supplies named, one or several ("two psus")."""


def mixed_psus(scan: Scan) -> float | None:
    """The sum of two supplies of different wattages said together, noted; else None.

    "4 卡 3090 打算用两个电源（1600w + 850w）": the box is fed by both, so the supply checked is
    their sum, each named in the answer's assumptions.
    """
    m = _MIXED_RE.search(scan.lower)
    if m is None or _SUPPLY_RE.search(scan.lower) is None:
        return None
    first, second = float(m["a"]), float(m["b"])
    if not (200 <= first <= 3000 and 200 <= second <= 3000):
        return None
    total = first + second
    scan.assumptions.append(say.PSUS_MIXED(first=first, second=second, total=total))
    return total


__all__ = ["mixed_psus", "psu_units", "summed_psus"]
