"""The card a speed question is timed on when it names a card only by its memory.

"how fast is a 70b q4 on a 24gb card", "我显卡是12G显存的，跑14b每秒多少token": the asker's own
card is a memory size, not the reference card; it is timed on the commonest catalog card of
that memory (the same stand-in a "what fits on 24GB" answer sizes), so the figure and any RAM
spill are for a card like theirs, and the answer says which card stood in.
"""

from __future__ import annotations

from assistant.catalog.specs import Catalog
from assistant.models import GPUAsk, Query
from assistant.question.host_memory import card_for_memory


def card_by_memory(query: Query, catalog: Catalog) -> GPUAsk | None:
    """The stand-in card for a memory stated with no card named (None: a card was named)."""
    if query.gpus:
        return None
    memory = query.memory_gb or query.min_memory_gb
    card = card_for_memory(catalog, memory) if memory else None
    return GPUAsk(gpu_id=card, count=1) if card else None


def own_card(query: Query, catalog: Catalog) -> GPUAsk | None:
    """The asker's own first card: the one named, else the one their memory size stands for."""
    return query.gpus[0] if query.gpus else card_by_memory(query, catalog)


__all__ = ["card_by_memory", "own_card"]
