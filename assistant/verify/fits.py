"""What the verified GPUs can run: the one hook the what-fits calculator plugs into.

``what_fits`` is deliberately a single function of (catalog, card, count, memory): when the
dedicated ``fits`` calculator lands it replaces the body, not the callers.
"""

from __future__ import annotations

from pydantic import BaseModel

from assistant.calc.sizing import Workload, estimate_memory
from assistant.catalog.specs import Catalog
from assistant.errors import AssistantError
from assistant.models import GPU, Precision

PRECISIONS: tuple[Precision, ...] = ("bf16", "int4")
"""Inference precisions tried: full weights, then 4-bit (AWQ/GPTQ/GGUF-class) weights."""
SHOWN = 3
"""Models listed per precision: the largest that fit, enough to see the ceiling."""


class Fit(BaseModel):
    """One catalog model that fits for inference on the verified GPUs."""

    model_id: str
    model: str
    params_b: float
    precision: Precision
    count: int
    per_gpu_gb: float
    """Estimated peak per GPU, GB (1e9 bytes), from ``estimate_memory``."""


def what_fits(catalog: Catalog, gpu: GPU, count: int, memory_gib: float) -> list[Fit]:
    """The largest catalog models that fit for inference in bf16, then those that need int4.

    ``memory_gib`` is what the driver reports (a MIG slice or a short card has less than the
    catalog card), so the estimate runs on the card with that memory.
    """
    card = gpu.model_copy(update={"memory_gb": min(gpu.memory_gb, memory_gib)})
    found: list[Fit] = []
    for model in catalog.models.values():
        for precision in PRECISIONS:
            wl = Workload(method="inference", precision=precision)
            try:
                e = estimate_memory(model, card, count, wl, with_alternatives=False)
            except AssistantError:  # a model the estimator refuses is not listed
                break
            if e.fits:
                found.append(
                    Fit(
                        model_id=model.id,
                        model=model.name,
                        params_b=model.params_b,
                        precision=precision,
                        count=count,
                        per_gpu_gb=e.per_gpu_gb,
                    )
                )
                break
    found.sort(key=lambda f: -f.params_b)
    return [f for p in PRECISIONS for f in [g for g in found if g.precision == p][:SHOWN]]
