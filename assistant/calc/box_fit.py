"""A box of different cards whose runtime splits the layers by each card's memory; pure.

llama.cpp (``--tensor-split``, by default in proportion to free memory) and Accelerate's
``device_map="auto"`` give each card as many layers as its memory holds, so a 3090 beside a
3060 carries twice the 3060's share. The box fits when the whole model fits the cards' usable
memory in all; tensor parallelism (vLLM) instead cuts equal shards, bounded by the smallest
card, and keeps the conservative sizing (the smallest card at the box's count).
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.calc.sizing import MemoryEstimate, estimate_memory
from assistant.calc.workload import Workload
from assistant.models import GPU, ModelSpec

MEMORY_SPLIT_STRATEGIES = frozenset({"device_map"})
"""Strategies that place layers by each card's memory rather than in equal shards."""


def pooled_box(estimate: MemoryEstimate, usable_each: Sequence[float]) -> MemoryEstimate:
    """``estimate`` (equal shares on the box's smallest card) judged against the box in all.

    ``usable_each`` is the usable memory of every card in the box, one entry per card. The need
    in all is the equal share times the cards (each card keeps its own runtime overhead), set
    against their usable memory summed; an estimate with another strategy is returned as is.
    """
    if estimate.strategy not in MEMORY_SPLIT_STRATEGIES or len(usable_each) != estimate.count:
        return estimate
    usable = sum(usable_each)
    need = estimate.per_gpu_gb * estimate.count
    return estimate.model_copy(
        update={
            "box_usable_gb": round(usable, 2),
            "fits": need <= usable,
            "headroom_gb": round((usable - need) / estimate.count, 2),
        }
    )


def box_estimate(
    estimate: MemoryEstimate, model: ModelSpec, box: Sequence[GPU], workload: Workload
) -> MemoryEstimate:
    """``estimate`` judged against ``box`` (every card, one entry each) when its cards differ."""
    if len({gpu.id for gpu in box}) < 2:
        return estimate
    usable = {
        gpu.id: estimate_memory(
            model, gpu, estimate.count, workload, with_alternatives=False
        ).usable_gb
        for gpu in box
    }
    return pooled_box(estimate, [usable[gpu.id] for gpu in box])


__all__ = ["MEMORY_SPLIT_STRATEGIES", "box_estimate", "pooled_box"]
