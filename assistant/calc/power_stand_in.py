"""A measured power figure to stand in for a Mac whose maker published none; pure.

Apple measured the wall power of the Mac Studio for the M1 and M2 generations only; an M3 or
M4 Max or Ultra has no figure in the catalog. The same tier's newest measured chip (the M2 Max
for any Max, the M2 Ultra for any Ultra) is what is close: said as such, never as the asked
chip's own figure.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog

_TIER_RE = re.compile(r"\b(max|ultra|pro)\b", re.IGNORECASE)


def power_stand_in(catalog: Catalog, gpu_id: str) -> str | None:
    """The id of the same tier's newest Mac with a measured figure, when ``gpu_id`` has none."""
    gpu = catalog.gpus.get(gpu_id)
    if gpu is None or gpu.tdp_w is not None or gpu.vendor != "Apple":
        return None
    tier = _TIER_RE.search(gpu.name)
    if tier is None:
        return None
    measured = [
        g
        for g in catalog.gpus.values()
        if g.vendor == "Apple"
        and g.tdp_w is not None
        and (m := _TIER_RE.search(g.name)) is not None
        and m.group(1).lower() == tier.group(1).lower()
    ]
    newest = max(measured, key=lambda g: (g.launch_year, -g.memory_gb), default=None)
    return newest.id if newest is not None else None


__all__ = ["power_stand_in"]
