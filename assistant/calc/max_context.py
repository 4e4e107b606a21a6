"""The longest context one sequence can take on given GPUs: the fit check's sizing, searched.

"How many tokens of context can I fit on a 24 GB card after Q4 weights?" is the fit check asked
backwards: the same per-GPU peak (``sizing.estimate_memory``: weights, KV cache, activations,
logits and runtime overhead on the runtime asked) at growing lengths, until it no longer fits.
Peak memory grows with the length, so a binary search to ``STEP`` tokens finds the longest.
Pure: no I/O. GB = 1e9 bytes.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from assistant.calc.sizing import MemoryEstimate, estimate_memory
from assistant.calc.workload import Workload
from assistant.models import GPU, ModelSpec

STEP = 256
"""The search stops within this many tokens (llama.cpp and vLLM take any length; 256 is close)."""
SHORTEST = 256
"""Below this a context is no use for chat: not even it fitting means the weights do not."""


class LongestContext(BaseModel):
    """The longest context that fits, and the sizing at that length."""

    model_id: str
    gpu_id: str
    count: int
    method: str
    precision: str
    engine: str
    tokens: int
    """Longest context (prompt + reply, one sequence) that fits; 0 when not even ``SHORTEST``."""
    model_max: int
    """The model's own longest context."""
    model_max_fits: bool
    """The model's whole context fits: the card is not what limits it."""
    per_gpu_gb: float
    usable_gb: float
    kv_cache_gb: float
    weights_gb: float
    """Peak per GPU, what is usable, and the KV cache and weights in it, at ``tokens``."""
    sizing: MemoryEstimate = Field(exclude=True, repr=False)
    """The fit check at ``tokens`` (at ``SHORTEST`` when nothing fits), for the composer."""


def longest_context(model: ModelSpec, gpu: GPU, count: int, workload: Workload) -> LongestContext:
    """The longest ``workload.seq_len`` for which ``workload`` still fits ``count`` x ``gpu``.

    Raises:
        UsageError: as ``estimate_memory`` (a count below 1, contradictory flags).
    """

    def sized(tokens: int) -> MemoryEstimate:
        at = workload.model_copy(update={"seq_len": tokens})
        return estimate_memory(model, gpu, count, at, with_alternatives=False)

    top = model.max_context
    best, sizing = 0, sized(min(SHORTEST, top))
    if sizing.fits:
        whole = sized(top)
        if whole.fits:
            best, sizing = top, whole
        else:
            low, high = min(SHORTEST, top), top  # low fits, high does not
            while high - low > STEP:
                middle = (low + high) // 2
                trial = sized(middle)
                low, high = (middle, high) if trial.fits else (low, middle)
            best, sizing = low, sized(low)
    return LongestContext(
        model_id=model.id,
        gpu_id=gpu.id,
        count=count,
        method=workload.method,
        precision=sizing.precision,
        engine=workload.engine,
        tokens=best,
        model_max=top,
        model_max_fits=best == top,
        per_gpu_gb=sizing.per_gpu_gb,
        usable_gb=sizing.usable_gb,
        kv_cache_gb=sizing.breakdown.kv_cache,
        weights_gb=sizing.breakdown.weights,
        sizing=sizing,
    )


__all__ = ["SHORTEST", "STEP", "LongestContext", "longest_context"]
