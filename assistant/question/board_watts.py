"""Parts a PSU is sized on: a card given by its power, and the CPU a build names.

A card given only by its board power ("a 450w gpu", "显卡功耗450w") is a catalog card of it; the
CPU is read by ``question.cpu_slots``.

The PSU and the bill are sized on the commonest card drawing that much (else the nearest
above), and the answer says which card stood in for the wattage stated.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import power as say
from assistant.models import GPU, GPUAsk
from assistant.question.board_ceiling import ceiling_match
from assistant.question.cpu_slots import read_cpu
from assistant.question.host_memory import COMMON_CARDS
from assistant.question.text import Scan
from assistant.question.variant_watts import read_variant_watts

_CARD_WATTS_RE = re.compile(
    r"(?:(?<![\d.])(?P<n>[1-8]|two|three|four|six|eight|一|两|二|三|四|六|八)\s*(?:x|×|张|块)?\s*)?"
    r"(?<![\d.])(?P<w>\d{2,4})\s*w(?:atts?)?\s*(?:tdp\s+|tgp\s+)?"
    r"(?:gpus?|cards?|graphics cards?|显卡|的显卡|的卡)(?![a-z])"
    r"|(?:显卡|gpu|card)\s*(?:的)?\s*(?:功耗|tdp|tgp|board power)\s*(?:是|为|有|约|大概|is)?\s*"
    r"(?P<w2>\d{2,4})\s*w(?![a-z])"
)

_COUNTS = {"two": 2, "three": 3, "four": 4, "six": 6, "eight": 8, "一": 1, "两": 2, "二": 2}
_COUNTS |= {"三": 3, "四": 4, "六": 6, "八": 8}


def _stand_in(catalog: Catalog, watts: float) -> GPU | None:
    """The commonest desktop card drawing ``watts``, else the nearest drawing more."""
    cards = [
        g
        for g in catalog.gpus.values()
        if g.tdp_w and g.vendor == "NVIDIA" and not g.unofficial and "laptop" not in g.id
    ]
    order = {gpu_id: i for i, gpu_id in enumerate(COMMON_CARDS)}
    exact = [g for g in cards if abs((g.tdp_w or 0) - watts) < 1]
    exact.sort(key=lambda g: (g.segment != "consumer", order.get(g.id, len(order))))
    if exact:
        return exact[0]
    above = sorted((g for g in cards if (g.tdp_w or 0) > watts), key=lambda g: g.tdp_w or 0)
    return above[0] if above else None


def read_board_watts(scan: Scan, catalog: Catalog) -> None:
    """With no card named, a card of the stated board power, said as standing in for it."""
    if scan.slots.get("gpus"):
        return
    m = _CARD_WATTS_RE.search(scan.lower)
    if m is None:
        return
    ceiling = ceiling_match(scan.lower)
    if ceiling is not None and ceiling.start("w") in (m.start("w"), m.start("w2")):
        return  # "a sub-75w card", "a card under 75w": a ceiling to pick within, no card's draw
    watts = float(m["w"] or m["w2"])
    card = _stand_in(catalog, watts)
    if card is None:
        return
    count = _COUNTS.get(m["n"] or "", int(m["n"]) if (m["n"] or "").isdigit() else 1)
    scan.slots["gpus"] = [GPUAsk(gpu_id=card.id, count=count, count_stated=bool(m["n"]))]
    scan.assumptions.append(say.CARD_OF_WATTS(watts=watts, gpu=card.name, tdp=card.tdp_w or watts))


def read_part_watts(scan: Scan, catalog: Catalog) -> None:
    """The parts a PSU is sized on that the text gives: a card by its watts, the CPU by name."""
    read_board_watts(scan, catalog)
    read_cpu(scan)
    read_variant_watts(scan)  # "140w 那版的 4070 笔记本": the card drawn at its version's watts


__all__ = ["read_board_watts", "read_part_watts"]
