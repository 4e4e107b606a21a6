"""A card given only by its memory, or one the catalog lacks, sized on a catalog card.

"tesla t10 16g 能跑 7b 吗", "my 24gb card OOMs": the memory said (or written into the unknown
card's name) picks the commonest catalog card of that memory, and the answer says so. Pure.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import table as say
from assistant.models import GPUAsk, Problem, Query
from assistant.question.host_memory import card_for_memory, stated_card_gb

_SIZE_IN_NAME_RE = re.compile(r"(?<![\d.])(\d{1,3})\s*g(?:b|ib)?(?![a-z0-9])")
"""A memory size written into a card's name ("quadro p6000 24g", "tesla t10 16gb")."""


def unknown_card_gb(query: Query) -> float | None:
    """The memory written with a card the catalog lacks ("tesla t10 16g": 16), or None.

    The card is said missing first; its stated memory still sizes the question, on the
    commonest catalog card of that memory.
    """
    for problem in query.problems:
        if problem.kind == "unknown_gpu" and problem.surface:
            m = _SIZE_IN_NAME_RE.search(problem.surface.lower())
            if m is not None and int(m[1]) > 0:
                return float(m[1])
    return None


def sized_by_memory(query: Query, update: dict[str, object], catalog: Catalog) -> dict[str, object]:
    """``update`` given a catalog card of the memory said when no card is named."""
    if query.gpus or update.get("task") not in ("troubleshoot", "fit"):
        return update
    said = stated_card_gb(query.text)
    # an unknown card's own memory sizes a fit only: a trouble or a check is of that card
    named = unknown_card_gb(query) if update["task"] == "fit" else None
    memory = said or named or query.min_memory_gb
    card = card_for_memory(catalog, memory) if memory else None
    if card is None or memory is None:
        return update
    name = catalog.gpus[card].short_name
    update["gpus"] = [GPUAsk(gpu_id=card, count=1)]
    update["assumptions"] = [*query.assumptions, say.CARD_BY_MEMORY(gb=memory, name=name)]
    if not said and named:  # "tesla t10 16g 能跑 7b 吗": said missing, then sized
        update["problems"] = _sized_by_memory(query, memory, name)
    return update


def _sized_by_memory(query: Query, memory: float, name: str) -> list[Problem]:
    """The unknown card's note, now saying the stated memory sizes it on a catalog card."""
    return [
        p.model_copy(
            update={
                "kind": "unknown_gpu_sized",
                "en": f"{p.en.split('; did you mean')[0]}; I size its stated {memory:g} GB"
                f" as the {name}.",
                "zh": f"{p.zh.split('；您是不是指')[0]}；按它标称的 {memory:g} GB 显存，以 {name}"
                " 估算。",
                "suggestions": [],
            }
        )
        if p.kind == "unknown_gpu"
        else p
        for p in query.problems
    ]


__all__ = ["sized_by_memory", "unknown_card_gb"]
