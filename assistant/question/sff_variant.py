"""A small-form-factor board the catalog lacks, sized on its full-size card ("RTX 4000 Ada SFF").

NVIDIA's SFF workstation boards (RTX 4000 SFF Ada, RTX A2000-class low-profile cards) carry the
full-size card's chip and memory at a lower power limit. The catalog holds the full-size row
only, so "RTX 4000 Ada SFF" named alone is read as that card, with a note that memory figures
hold and speeds are optimistic; set against another card ("rtx 4000 sff ada vs a2 for a low
profile box") its own speed and power are what is weighed, so it stays a card the catalog lacks.
Pure: the card's match and the catalog's names.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import hardware as hardware_say
from assistant.question.card_mentions import card_mentions
from assistant.question.text import Scan

_SFF_RE = re.compile(r"[\s-]*sff")


def sff_stand_in(scan: Scan, catalog: Catalog, m: re.Match[str]) -> str | None:
    """The full-size card of an SFF board the catalog lacks, noted as such; None otherwise."""
    suffix = m["suffix"] or ""
    if _SFF_RE.search(suffix) is None:
        return None
    if sum(1 for _ in card_mentions(scan.work)) > 1:
        return None  # weighed against another card, the SFF board's own speed and power count
    plain = _SFF_RE.sub("", suffix)
    ident = catalog.gpu_names.lookup(f"{m['prefix']}{m['core']}{plain}{m['mem'] or ''}")
    if ident is None:
        return None
    gpu = catalog.gpus[ident]
    surface = " ".join(scan.surface(m.start(), m.end()).split())
    scan.assumptions.append(
        hardware_say.SFF_AS_FULL_SIZE(surface=surface, gpu=gpu.name, gb=gpu.memory_gb)
    )
    return ident


__all__ = ["sff_stand_in"]
