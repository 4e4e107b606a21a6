"""A fit check that misses GPU memory but names the box's system RAM; pure.

"DeepSeek V3 at Q2 on 4x 4090 + 256GB DDR5, can it even load": the weights that do not fit
the GPUs go to system RAM (llama.cpp ``--n-cpu-moe`` for MoE experts, ``--n-gpu-layers`` for
dense layers). The answer's first line says whether the stated RAM holds that share, from the
``estimate_kv_cache`` call's offload plan.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb
from assistant.calc.fits import RAM_FREE_SHARE
from assistant.calc.offload import KvCacheReport, OffloadPlan
from assistant.messages import fitting
from assistant.messages import llmcalc as calc_say
from assistant.models import ToolCall


def ram_offload_plan(calls: Sequence[ToolCall]) -> OffloadPlan | None:
    """The offload plan of the fit's ``estimate_kv_cache`` call, if the planner added one."""
    call = next((c for c in calls if c.tool == "estimate_kv_cache"), None)
    report = call.typed(KvCacheReport) if call is not None else None
    return report.offload if report is not None else None


def offload_verdict_line(draft: Draft, calls: Sequence[ToolCall], setup: str) -> str | None:
    """The verdict with the stated RAM holding what the GPUs cannot; sets ``draft.verdict``.

    None when no RAM was stated or the model fits the GPUs alone (the plain verdict stands).
    """
    ram = draft.query.ram_gb
    plan = ram_offload_plan(calls)
    if ram is None or plan is None or plan.kind == "none":
        return None
    lang = draft.lang
    model = draft.model_name(plan.model_id)
    if plan.kind == "does_not_fit":
        draft.verdict = "no"
        msg = fitting.RAM_OFFLOAD_SHARED(model=model, precision=plan.precision, setup=setup)
        return msg.render(lang)
    values: dict[str, str | float] = {
        "model": model,
        "precision": plan.precision,
        "weights": gb(plan.weights_gb),
        "gpu_weights": gb(plan.gpu_weights_gb),
        "ram_weights": gb(plan.ram_weights_gb),
        "ram_gb": ram,
        "setup": setup,
    }
    if plan.ram_weights_gb > RAM_FREE_SHARE * ram:
        draft.verdict = "no"
        return fitting.RAM_OFFLOAD_SHORT(share=RAM_FREE_SHARE, **values).render(lang) + _stop(lang)
    draft.verdict = "conditional"
    draft.assume(*plan.assumptions)
    if plan.kind == "moe_experts":
        placement = calc_say.OFFLOAD_MOE(layers=plan.cpu_layers, total=plan.layers)
    else:
        gpu_layers = plan.layers - plan.cpu_layers
        placement = calc_say.OFFLOAD_DENSE(gpu_layers=gpu_layers, total=plan.layers)
    line = fitting.RAM_OFFLOAD_LOADS(
        placement=placement.render(lang), tps=plan.decode_tokens_per_s or 0.0, **values
    )
    return line.render(lang) + _stop(lang)


def _stop(lang: str) -> str:
    return "。" if lang == "zh" else "."


__all__ = ["offload_verdict_line", "ram_offload_plan"]
