"""Whether a KV cache fits beside a model's weights on given GPUs, and how many sequences do.

A server (vLLM, SGLang) gives its share of each GPU, less the warm-up peak it profiles and the
memory outside torch, to the weights and the paged KV cache (``serving.usable_serving_bytes``).
What is left after the weights holds whole sequences of the asked context. The weights run at
the precision stated, else the widest of bf16, fp8 and int4 that loads (a server keeps the
weights it loads and gives the cache what is left, so a cache that does not fit is a "no", not a
narrower model). Pure: no I/O. GB = 1e9 bytes.
"""

from __future__ import annotations

from pydantic import BaseModel

from assistant.calc.kv_cache import KvCacheEstimate
from assistant.calc.memory_terms import GB, resolve, terms
from assistant.calc.serving import GPU_MEMORY_UTILIZATION, usable_serving_bytes
from assistant.calc.workload import Workload
from assistant.errors import UsageError
from assistant.messages import failures as fail
from assistant.models import GPU, ModelSpec

WEIGHT_PRECISIONS = ("bf16", "fp8", "int4")
"""Weight precisions tried, widest first, when none is stated."""


class KvFit(BaseModel):
    """The cache of ``KvCacheEstimate`` placed beside the weights on ``count`` x ``gpu_id``."""

    gpu_id: str
    count: int
    weights_precision: str
    weights_gb: float
    usable_gb: float
    """Memory a server gives to weights and cache on all the GPUs together."""
    cache_budget_gb: float
    """What is left for the KV cache after the weights (negative: the weights do not fit)."""
    per_sequence_gb: float
    sequences_fit: int
    """Whole sequences of the asked context that fit in the budget."""
    sequences_asked: int
    fits: bool
    """Whether the sequences asked fit (at least one when one was asked)."""
    precision_stated: bool
    utilization: float = GPU_MEMORY_UTILIZATION
    """Share of each GPU the server preallocates (``gpu_memory_utilization``)."""
    tokens_fit: int = 0
    """Tokens of one sequence's cache that fit in the budget (the longest context that loads)."""
    to_full_gb: float = 0.0
    """What raising ``utilization`` to 1.0 would add to the budget, on all the GPUs."""


def _weights_bytes(model: ModelSpec, precision: str) -> float:
    return terms(model, resolve(Workload(method="inference", precision=precision))).weights


def fit_kv_cache(
    model: ModelSpec,
    gpu: GPU,
    count: int,
    kv: KvCacheEstimate,
    weights_precision: str | None = None,
    utilization: float = GPU_MEMORY_UTILIZATION,
) -> KvFit:
    """How many sequences of ``kv``'s context fit beside ``model``'s weights on the GPUs.

    Args:
        model: the model (its weights).
        gpu: the GPU; ``count`` of them share weights and cache (tensor parallel).
        count: GPUs (>= 1).
        kv: the cache asked (context, sequences, KV precision).
        weights_precision: bf16, fp8, int4…; None = the widest whose weights fit.
        utilization: the share of each GPU the server takes (vLLM ``gpu_memory_utilization``).

    Raises:
        UsageError: a count below 1.
    """
    if count < 1:
        raise UsageError(fail.COUNT_AT_LEAST_ONE(count=count))
    usable = usable_serving_bytes(gpu, model, utilization, count) * count
    per_seq = kv.per_sequence_gb * GB
    tried = (weights_precision,) if weights_precision else WEIGHT_PRECISIONS
    for precision in tried:
        weights = _weights_bytes(model, precision)
        if usable > weights or precision == tried[-1]:
            break  # a server loads the widest weights that fit; the cache gets what is left
    budget = usable - weights
    fit = int(budget // per_seq) if budget > 0 and per_seq > 0 else 0
    per_token = per_seq / kv.context_tokens if kv.context_tokens else 0.0
    tokens = int(budget // per_token) if budget > 0 and per_token > 0 else 0
    return KvFit(
        gpu_id=gpu.id,
        count=count,
        weights_precision=precision,
        weights_gb=round(weights / GB, 2),
        usable_gb=round(usable / GB, 2),
        cache_budget_gb=round(budget / GB, 2),
        per_sequence_gb=kv.per_sequence_gb,
        sequences_fit=fit,
        sequences_asked=kv.sequences,
        fits=fit >= kv.sequences,
        precision_stated=weights_precision is not None,
        utilization=utilization,
        tokens_fit=tokens,
        to_full_gb=round((usable_serving_bytes(gpu, model, 1.0, count) * count - usable) / GB, 2),
    )


__all__ = ["WEIGHT_PRECISIONS", "KvFit", "fit_kv_cache"]
