"""A memory total the asker adds up for a job, told from a reading to check.

"4x v100 32gb … want qwen2.5 72b in fp16, 128gb total — ok?": the 128 GB is the cards' memory
summed as sold, said to plan the model on them, not a figure read off a tool to doubt. Only a
total of two or more cards, matching what they were sold with, and a model or workload named
make it so; "nvidia-smi shows 31.7gb, ok?" stays a reading.
"""

from __future__ import annotations

from assistant.catalog.specs import Catalog
from assistant.models import MemoryReading, Query
from assistant.question.host_memory import is_host_question
from assistant.question.partial_load import partly_loaded
from assistant.question.text import fold

_CLOSE = 0.08
"""How near the figure must be to the cards' sum (GB vs GiB)."""


def pooled_for_a_job(query: Query, reading: MemoryReading | None, catalog: Catalog) -> bool:
    """Whether ``reading`` is the stated cards' memory summed, said for the job named."""
    if reading is None or reading.unit == "MiB" or reading.usable:
        return False
    job = query.model_id or query.params_b or query.workload_id
    cards = sum(g.count for g in query.gpus)
    if not job or cards < 2 or any(g.gpu_id not in catalog.gpus for g in query.gpus):
        return False
    total = sum(catalog.gpus[g.gpu_id].memory_gb * g.count for g in query.gpus)
    return abs(reading.value - total) <= _CLOSE * total


def reading_to_check(
    query: Query, reading: MemoryReading | None, text: str, catalog: Catalog
) -> bool:
    """Whether a GPU memory figure read is one to check: not system RAM, not a summed total.

    A UI's log of a partial load ("loaded partially 8021.6 MB … normal?") is a slow job's
    cause, its figures the job's: no reading of the card's total to check.
    """
    if reading is None or is_host_question(text) or partly_loaded(fold(text)):
        return False
    return not pooled_for_a_job(query, reading, catalog)


_CHECKED_KINDS = (None, "verify", "slow")
"""Troubles whose reading, asked about, is a check of the card (not a fault to hunt)."""


def checked_as_reading(query: Query, kind: str | None) -> bool:
    """Whether a reading asked about beside trouble ``kind`` is a check of the card got.

    Besides no trouble, a check or a slowdown: an out-of-memory error on a card bought or
    modified, with no model named ("魔改 4090 48g 显示 49140MiB，torch 分到 44g 就 oom，正常吗",
    "used 3090 shows 24576MiB but OOMs past 20GB, legit?"): the card's memory is what is
    doubted, not a job's fit.
    """
    if kind in _CHECKED_KINDS:
        return True
    job = query.model_id or query.params_b or query.workload_id
    return kind == "oom" and query.used_asked and not job


__all__ = ["checked_as_reading", "pooled_for_a_job", "reading_to_check"]
