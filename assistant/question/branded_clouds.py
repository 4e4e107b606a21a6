"""A cloud named by its brand's shape, even when the brand is an English word.

"lightning ai studio h100 hourly?", "an a100 on acme.ai per hour": a word followed by ".ai",
"ai studio", "ai cloud" or "cloud" and then a card (or after "on" in a price question) names a
GPU cloud. An unfamiliar word is read by ``unfamiliar``; an English word ("lightning", "orbit")
is not, so the shape alone names it here. Left unread, the answer priced the cheapest provider as
if it were the one asked about; read, it is said first as not in the price book.
"""

from __future__ import annotations

import re

from assistant.question import lexicon as lx
from assistant.question.providers import PROVIDER_RE
from assistant.question.text import Scan

_BRANDED_RE = re.compile(
    r"(?<![\w.-])(?P<name>(?P<word>[a-z][a-z0-9-]{2,})"
    r"(?:\.ai|\s+ai(?:\s+(?:studios?|cloud|compute))?|\s+(?:gpu\s+)?cloud))(?![\w.])"
)
"""A brand and the words a GPU cloud's name ends with ("lightning ai studio", "acme.ai")."""
_CARD_AFTER_RE = re.compile(r"(?:'s)?\s+(?:\d{1,3}\s*[x×]\s*)?")
_ON_BEFORE_RE = re.compile(r"(?<![a-z])(?:on|at|from|with|via)\s+$")
_RENTAL_RE = re.compile(
    r"(?<![a-z])(?:hourly|per[\s-]hour|an hour|/\s*h(?:r|our)?|prices?|pricing|cost|costs"
    r"|how much|rent\w*|billed|charges?|per gpu)(?![a-z])"
)
_NOT_BRANDS = frozenset(
    "the any some which what public private hybrid sovereign local own other another cheap"
    " cheapest nvidia amd intel google open edge your our their this that each every gpu"
    " generative conversational".split()
)
"""Words that stand before "cloud" or "ai" as a kind, not as a brand ("public cloud")."""


def placed_as_cloud(lower: str, start: int, end: int) -> bool:
    """Whether ``lower[start:end]`` stands where a cloud does: after "on"/"at", or before a card.

    "on orbit cloud", "orbit cloud's h100": a place to rent from; "ballpark cloud bill" at the
    head of a question is an estimate of a cloud bill, not a cloud.
    """
    gap = _CARD_AFTER_RE.match(lower, end)
    card = gap is not None and lx.GPU_RE.match(lower, gap.end()) is not None
    return card or _ON_BEFORE_RE.search(lower, 0, start) is not None


def read_branded_cloud(scan: Scan) -> None:
    """Name a cloud the provider list lacks by its brand's shape, priced or with a card."""
    if scan.slots.get("provider") or PROVIDER_RE.search(scan.lower) is not None:
        return
    rental = _RENTAL_RE.search(scan.lower) is not None
    for m in _BRANDED_RE.finditer(scan.lower):
        if m["word"] in _NOT_BRANDS:
            continue
        if rental and placed_as_cloud(scan.lower, m.start(), m.end()):
            scan.set("provider", scan.surface(m.start(), m.end()))
            return


__all__ = ["placed_as_cloud", "read_branded_cloud"]
