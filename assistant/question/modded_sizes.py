"""A modified card's memory the catalog has no row for ("3070 魔改 16G", "modded 3080 20gb").

"淘宝上的 3070 魔改 16G，怎么确认真的是 16G": the catalog holds the RTX 3070 at 8 GB only, so
the board asked about is unknown here; the GPU reader then says so first (its "not at this
size" note) instead of answering for the 8 GB card. Pure: a pattern over the lower-cased text.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog

_MODDED_AFTER_RE = re.compile(
    r"^\s*(?:魔改|改装|modded|modified|mod)\s*(?:版|to)?\s*(?P<a>\d{2,3})\s*g(?:b)?(?![a-z0-9])"
    r"|^\s*(?P<b>\d{2,3})\s*g(?:b)?\s*(?:魔改|改装|modded|modified)"
)
"""A modded size right after the card ("3070 魔改 16G", "3080 20gb modded")."""
_MODDED_BEFORE_RE = re.compile(r"(?:魔改|改装|modded|modified)\s*(?:版|的)?\s*$")
"""The modification said before the card ("modded 3080 20gb", "魔改的 2080ti 22g")."""
_SIZE_AFTER_RE = re.compile(r"^\s*(?P<a>\d{2,3})\s*g(?:b)?(?![a-z0-9])")


def modded_size_lacked(work: str, start: int, end: int, ident: str, catalog: Catalog) -> bool:
    """Whether the card at ``work[start:end]`` is said modded to a size its row does not have."""
    m = _MODDED_AFTER_RE.match(work[end : end + 16])
    if m is None and _MODDED_BEFORE_RE.search(work[max(0, start - 12) : start]):
        m = _SIZE_AFTER_RE.match(work[end : end + 8])
    if m is None:
        return False
    size = float(m.groupdict().get("a") or m.groupdict().get("b") or 0)
    gpu = catalog.gpus.get(ident)
    return gpu is not None and size > 0 and gpu.memory_gb != size


__all__ = ["modded_size_lacked"]
