"""A card swapped for another in a power question: the box is sized with the new card only.

"现在是 850w 金牌，4090 换 5090 要不要连电源一起换", "swapping my 3090 for a 5090, is my 1000w psu
still ok", "upgrading from a 3080 to a 4090 on a 750w": the old card leaves the box, so the PSU
is checked against the new one (with the CPU named), never against both. Only a power question
drops it; "3090 换 4090 值吗" weighs the two cards and keeps both. Pure: reads the folded work.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.question.card_mentions import card_mentions
from assistant.question.gpu_lookup import gpu_id
from assistant.question.text import Scan

_SWAPPED_BETWEEN_RE = re.compile(
    r"\s*(?:换成?了?|换到|换为|升级(?:到|成|为)|升到|→|->|=>|(?:for|with|to)(?=\s))"
    r"\s*(?:一张|一块|张|块|an?\s+|the\s+)?\s*"
)
"""What lies between the card given up and the one put in ("4090 换 5090", "3090 for a 5090")."""
_SWAP_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:swap(?:ping)?|replac(?:e|ing)|upgrad(?:e|ing)(?:\s+from)?|from|trad(?:e|ing)"
    r"(?:\s+in)?)\s+(?:my\s+|the\s+|a\s+|an\s+|our\s+)?$"
)
"""An English swap said before the card given up ("swapping my 3090 for", "from a 3080 to")."""
_POWER_ASKS = ("psu", "psu_check", "draw", "card")
"""The power asks that size one box: the swapped-out card is not in it."""


def swapped_out(work: str, catalog: Catalog) -> str | None:
    """The catalog id of the card given up for another in ``work``, if one is swapped."""
    mentions = list(card_mentions(work))
    for old, new in zip(mentions, mentions[1:], strict=False):
        between = _SWAPPED_BETWEEN_RE.fullmatch(work, old.end(), new.start())
        if between is None:
            continue
        english = between.group().strip().startswith(("for", "with", "to"))
        if english and not _SWAP_BEFORE_RE.search(work, 0, old.start()):
            continue  # "a 3090 for a 5090 price": no swap said
        out, _ = gpu_id(catalog, old)
        put_in, _ = gpu_id(catalog, new)
        if out is not None and put_in is not None and out != put_in:
            return out
    return None


def drop_swapped_card(scan: Scan, catalog: Catalog) -> None:
    """In a power question, take the card swapped out of the GPUs the box is sized with."""
    gpus = scan.slots.get("gpus") or []
    if scan.slots.get("power_ask") not in _POWER_ASKS or len({g.gpu_id for g in gpus}) < 2:
        return
    out = swapped_out(scan.lower, catalog)
    if out is not None:
        scan.slots["gpus"] = [g for g in gpus if g.gpu_id != out]


__all__ = ["drop_swapped_card", "swapped_out"]
