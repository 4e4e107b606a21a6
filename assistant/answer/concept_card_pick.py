"""A concept answer about a named card quotes a section on that card, not on a look-alike.

"4090 48g 魔改版 靠谱吗" retrieved the 22 GB RTX 2080 Ti's section first (both are modded
cards); a close section that names the asked card's family (the 48 GB RTX 4090's) answers
instead. Families are compared by the first part of the id with a digit ("4090", "a100").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from assistant.answer.citing import Evidence
from assistant.answer.consistency import gpus_named
from assistant.catalog.specs import Catalog
from assistant.models import Query

CARD_SHARE = 0.5
"""A section naming the asked card replaces one on another card when it holds at least this
share of what the question asks (the same bar as a section naming the workload)."""


def family(gpu_id: str) -> str:
    """The part of a catalog id that names the chip ("rtx-4090-48gb" -> "4090")."""
    return next((p for p in gpu_id.split("-") if any(ch.isdigit() for ch in p)), gpu_id)


def naming_the_card(
    query: Query,
    guides: Sequence[Evidence],
    best: Evidence,
    catalog: Catalog | None,
    held: Callable[[Evidence], float],
) -> Evidence:
    """``best``, or a close section that names the asked card when ``best`` names only others."""
    if catalog is None or not query.gpus:
        return best
    asked = {family(g.gpu_id) for g in query.gpus}

    def families(e: Evidence) -> set[str]:
        return {family(i) for i in gpus_named(f"{e.section} {e.text}", catalog)}

    named = families(best)
    if not named or named & asked:
        return best
    pool = [e for e in guides if e.lang == query.language and families(e) & asked]
    close = [e for e in pool if held(e) >= CARD_SHARE * held(best)]
    return max(close, key=held, default=best)


__all__ = ["family", "naming_the_card"]
