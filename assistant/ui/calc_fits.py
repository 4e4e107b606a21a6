"""The calculator's defaults, bounds and "what would fit" for every does-not-fit; pure.

A sequence length defaults to what the estimator assumes (2,048 tokens for training, 4,096 for
inference), never more than the model's maximum context; a longer one needs the override and
is still capped. When nothing the estimator tried fits on the chosen GPU, the largest-memory
cards in the catalog and a 4-bit QLoRA on the chosen GPU are sized too, so a does-not-fit
always comes with what would.
"""

from __future__ import annotations

from typing import Any

from assistant.calc.sizing import MemoryEstimate, Workload, estimate_memory
from assistant.catalog.specs import Catalog
from assistant.errors import AssistantError
from assistant.models import GPU, ModelSpec

from .i18n import UiLang, t
from .labels import fmt_number

TRAINING_DEFAULT, INFERENCE_DEFAULT = 2048, 4096
HARD_MAX_TOKENS = 1_048_576
"""The longest sequence the calculator sizes even with the override (2^20 tokens)."""


def default_seq_len(model: ModelSpec, method: str) -> int:
    """The estimator's default context for ``method``, capped at the model's maximum."""
    base = INFERENCE_DEFAULT if method == "inference" else TRAINING_DEFAULT
    return min(base, model.max_context) if model.max_context else base


def seq_problem(
    seq: int | float | None, model: ModelSpec, beyond: bool, lang: UiLang
) -> str | None:
    """Why ``seq`` cannot be sized (None when it can); the field shows this under itself."""
    if seq is None or seq < 1 or int(seq) != seq:
        return t("seq_whole", lang)
    top = HARD_MAX_TOKENS if beyond else model.max_context
    if top and seq > top:
        key = "seq_over_hard" if beyond or not model.max_context else "seq_over_model"
        return t(key, lang, n=fmt_number(int(seq)), max=fmt_number(top), model=model.name)
    return None


def _first_fit(est: MemoryEstimate) -> dict[str, Any] | None:
    alt = next((a for a in est.alternatives if a.fits and " x " in a.change), None)
    if est.fits:
        return {"count": est.count, "per_gpu_gb": est.per_gpu_gb, "strategy": est.strategy}
    if alt is None:
        return None
    return {"count": alt.count, "per_gpu_gb": alt.per_gpu_gb, "strategy": alt.strategy}


def wider_fits(
    model: ModelSpec, gpu: GPU, workload: Workload, catalog: Catalog, lang: UiLang
) -> list[dict[str, Any]]:
    """Setups beyond the chosen GPU that hold the workload: the largest cards, then QLoRA here.

    Rows as the alternatives table shows them: change, count, per_gpu_gb, strategy, fits.
    """
    rows: list[dict[str, Any]] = []
    biggest = sorted(
        (g for g in catalog.gpus.values() if g.memory_gb > gpu.memory_gb),
        key=lambda g: (-g.memory_gb, g.name),
    )[:3]
    for other in biggest:
        try:
            fit = _first_fit(estimate_memory(model, other, 1, workload))
        except (AssistantError, ValueError):
            continue
        if fit:
            rows.append({"change": t("fit_other_gpu", lang, gpu=other.name), **fit, "fits": True})
    if workload.method not in ("qlora", "inference"):
        lighter = workload.model_copy(update={"method": "qlora", "precision": None})
        try:
            fit = _first_fit(estimate_memory(model, gpu, 1, lighter))
        except (AssistantError, ValueError):
            fit = None
        if fit:
            rows.append({"change": t("fit_qlora", lang, gpu=gpu.name), **fit, "fits": True})
    return rows


__all__ = ["default_seq_len", "seq_problem", "wider_fits"]
