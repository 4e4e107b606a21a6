"""How much of a card's memory a model can use: the size sold less what is held back.

``usable_memory(gpu)``: the card's capacity in GB (sold in GiB), the driver and fragmentation
reserve and a desktop's share (``memory_terms.reserve_gb``), the CUDA context every program
opens (``CUDA_CONTEXT_GB``), and what is left for weights and cache. Pure.
"""

from __future__ import annotations

from pydantic import BaseModel

from assistant.calc.memory_terms import CUDA_CONTEXT_GB, GB, GIB, capacity_gb, reserve_gb
from assistant.models import GPU

DESKTOP_GB = 0.5
"""A desktop compositor on a consumer card (the share ``reserve_gb`` adds for it)."""


class UsableMemory(BaseModel):
    """A card's memory from the size sold down to what a model can use, GB (1e9 B)."""

    gpu_id: str
    sold_gb: float
    """The size on the box (binary: 24 GB is 24 GiB)."""
    capacity_gb: float
    reserve_gb: float
    """Driver, fragmentation and (on a consumer card) a desktop."""
    desktop_gb: float
    context_gb: float
    usable_gb: float
    """Left for weights, cache and activations once a program has opened its CUDA context."""
    usable_gib: float
    headless_gib: float
    """The same with no desktop on the card (a headless Linux box or a second card)."""


def usable_memory(gpu: GPU) -> UsableMemory:
    """The memory of ``gpu`` a model can use, and what takes the rest."""
    capacity = capacity_gb(gpu)
    reserve = reserve_gb(gpu)
    desktop = DESKTOP_GB if gpu.segment == "consumer" else 0.0
    usable = capacity - reserve - CUDA_CONTEXT_GB
    return UsableMemory(
        gpu_id=gpu.id,
        sold_gb=gpu.memory_gb,
        capacity_gb=round(capacity, 2),
        reserve_gb=round(reserve, 2),
        desktop_gb=desktop,
        context_gb=CUDA_CONTEXT_GB,
        usable_gb=round(usable, 1),
        usable_gib=round(usable * GB / GIB, 1),
        headless_gib=round((usable + desktop) * GB / GIB, 1),
    )


__all__ = ["DESKTOP_GB", "UsableMemory", "usable_memory"]
