"""Where cards are named in a question's working text; pure.

A card's name can also be a common word next to another: "l2 缓存", "L2 cache" is a cache level,
not the NVIDIA L2 card, so a name followed by a cache word is no mention. A bare number that is
a card's model number elsewhere, said just before a purchase and the card it bought ("闲鱼 6800
收的 3090", "5700 买了张 4090"), is the price paid, not a Radeon RX 6800. A bare number with a
rate after it or a benchmark's label before it ("pp512 = 2050 t/s") is a figure measured, not an
RTX 2050.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from assistant.question import lexicon as lx

_CACHE_AFTER_RE = re.compile(r"\s*(?:cache|缓存)")
_BOUGHT_AFTER_RE = re.compile(
    r"\s*(?:块钱?|元|rmb|cny)?\s*(?:收|买|入手?|淘|捡)(?:的|了|来的)?\s*(?:了|一?[张块个])?\s*"
)
"""A purchase said right after an amount, up to the card it bought ("6800 收的 ", "5700 买了张")."""


_RATE_AFTER_RE = re.compile(
    r"\s*(?:t/s|tok(?:en)?s?/s|tokens? per s\w*|tps|it/s|s/it|fps|img/s|images?/s|samples?/s"
    r"|ms\b|mhz\b)"
)
"""A rate or a time said right after a number ("2050 t/s", "4090 it/s"): a figure measured."""
_SET_BEFORE_RE = re.compile(r"(?:(?<![a-z])(?:pp|tg)\d+|\b(?:avg|mean|p50|p99))\s*[=:]\s*~?$")
"""A benchmark's label and its sign right before a number ("pp512 = 2050"): its result."""


def _measured(m: re.Match[str], work: str) -> bool:
    """Whether the bare number ``m`` is a figure measured, not a card's model number."""
    if m["prefix"] or not m.group().strip().isdigit():
        return False
    before = work[max(0, m.start() - 16) : m.start()]
    return bool(_RATE_AFTER_RE.match(work, m.end()) or _SET_BEFORE_RE.search(before))


def _price_paid(m: re.Match[str], after: re.Match[str] | None, work: str) -> bool:
    """Whether the bare number ``m`` is the price of the card ``after`` names next."""
    bare = not m["prefix"] and m.group().strip().isdigit()
    bought = _BOUGHT_AFTER_RE.match(work, m.end()) if bare else None
    return bought is not None and after is not None and after.start() == bought.end()


def card_mentions(work: str) -> Iterator[re.Match[str]]:
    """The card-name matches in ``work``, less a cache level's and a price paid's."""
    found = [m for m in lx.GPU_RE.finditer(work) if not _CACHE_AFTER_RE.match(work, m.end())]
    nexts = [*found[1:], None][: len(found)]
    return (
        m
        for m, after in zip(found, nexts, strict=True)
        if not _price_paid(m, after, work) and not _measured(m, work)
    )


__all__ = ["card_mentions"]
