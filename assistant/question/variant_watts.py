"""A card named by the power of its version: "140w 那版的 4070 笔记本", "the 115w tgp 4060 laptop".

Laptop GPUs (and some desktop boards) ship at several power levels under one name; the figure
said of the version is the power the card runs at, so the card's draw (and a build or bill on
it) is taken at that figure, not the catalog's. Only with one card model named and no power
limit read; the ask stays what it was (the card's draw, the PSU, the bill). Pure.
"""

from __future__ import annotations

import re

from assistant.question.board_ceiling import WATTS
from assistant.question.text import Scan

_VERSION_WATTS_RES = (
    re.compile(
        WATTS + r"\s*(?:的\s*)?(?:(?:那|这)\s*(?:个\s*)?(?:版本?|款)|版本|tgp(?![a-z])"
        r"|(?:version|variant|sku|model)(?![a-z]))"
    ),
    re.compile(r"(?<![a-z])tgp\s*(?:of|is|=|:)?\s*" + WATTS),
)
"""A wattage said as the card's version ("140w 那版", "the 140w variant", "tgp 140w")."""
_SET_AGAINST_RE = re.compile(
    r"(?:和|跟|与|比|对比|相比|(?<![a-z])(?:vs\.?|versus|than|against|compared (?:to|with)))"
    r"\s*(?:the\s+)?$"
)
"""A comparison word just before the version's watts: that version is the other one weighed."""
_CARD_RANGE_W = (25.0, 700.0)
"""Power levels a single card's version comes in."""


def read_variant_watts(scan: Scan) -> None:
    """The power of the named card's version, as the watts it draws (``power_limit_w``)."""
    cards = {g.gpu_id for g in scan.slots.get("gpus") or []}
    if len(cards) != 1 or scan.slots.get("power_limit_w") is not None:
        return
    for pattern in _VERSION_WATTS_RES:
        m = pattern.search(scan.lower)
        # "和 600W 那版差多少", "vs the 600w version": another version set against it
        if m is not None and _SET_AGAINST_RE.search(scan.lower[max(0, m.start() - 12) : m.start()]):
            return
        if m is not None and not m["k"]:
            watts = float(m["w"])
            if _CARD_RANGE_W[0] <= watts <= _CARD_RANGE_W[1]:
                scan.set("power_limit_w", watts)
            return


__all__ = ["read_variant_watts"]
