"""Thousands said in slang: "8 grand", "a couple grand", "$5 grand" are $8,000, $2,000, $5,000.

"grand" is a thousand dollars; without it the bare "8" would be a budget of $8 (or none).
The caller decides whether the amount is a budget (not a price already paid).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.question import lexicon as lx
from assistant.question.numbers import decimal, number
from assistant.question.text import Scan

_GRAND_RE = re.compile(
    rf"(?<![\w.])(?:\$\s*)?(?P<n>\d+(?:\.\d+)?|a couple(?: of)?|{lx.EN_NUMWORD})\s*grand(?![a-z])"
)
"""An amount in grand, with its number in digits or words."""


def read_grand(scan: Scan, budget: Callable[[int, int], bool]) -> None:
    """Read each "N grand" as N thousand dollars: the budget where ``budget(start, end)`` says so.

    Every such amount is blanked so no other reader takes its bare number.
    """
    for m in _GRAND_RE.finditer(scan.work):
        n = 2.0 if m["n"].startswith("a couple") else number(m["n"])
        if n is None or n <= 0:
            continue
        if budget(m.start(), m.end()):
            scan.set("currency", "USD")
            if scan.set("budget", decimal(n * 1000)):
                scan.slots["budget_currency"] = "USD"
        scan.blank(*m.span())


__all__ = ["read_grand"]
