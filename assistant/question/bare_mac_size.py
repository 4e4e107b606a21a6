"""A Mac's unified memory said as a bare number after its chip ("m3 ultra 256", "M4 Max 128 跑").

Macs are sold at fixed unified-memory sizes, one catalog row each, and people name the machine
by chip and size without a unit. A number right after an Apple chip that is one of that chip's
sizes in the catalog names that row; a number followed by a unit or count word ("60 core",
"40 tokens/s", "128 layers") is something else and is left alone.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog

_BARE_SIZE_RE = re.compile(
    r"^[\s,，]*(?P<gb>\d{2,3})(?![0-9]|[.,]\d)"
    r"(?!\s*(?:[-]?\s*core|c(?![a-z])|w(?![a-z])|tok|t/s|%|ms|s(?![a-z])|h(?![a-z])|hours?"
    r"|layers?|x(?![a-z])|b(?![a-z])|k(?![a-z])|核|瓦|层|小时|个|张|台|token|gpu|tb))",
    re.IGNORECASE,
)


def bare_mac_size(work: str, end: int, name: str, ident: str, catalog: Catalog) -> str:
    """The row of the Apple chip ``name`` at the size said bare after it, else ``ident``."""
    if catalog.gpus[ident].vendor != "Apple":
        return ident
    said = _BARE_SIZE_RE.match(work[end : end + 24])
    if said is None:
        return ident
    size = said["gb"]
    found = catalog.gpu_names.lookup(f"{name} {size}gb", guess=False)
    if found is not None and found.endswith(f"-{size}gb"):
        return found
    return ident


__all__ = ["bare_mac_size"]
