"""The speed of a model run partly from system RAM (llama.cpp expert or layer offload); pure.

A speed asked "with part of it in RAM" leads with the decode rate the offload plan gives: the
RAM-resident weights are read for every token at the RAM's bandwidth, which sets the pace.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb
from assistant.calc.fits import RAM_FREE_SHARE
from assistant.calc.offload import CPU_DECODE_BW_EFF, OffloadPlan
from assistant.messages import as_sentence, fitting
from assistant.messages import trouble as msg
from assistant.models import ToolCall


def offload_plan_of(calls: Sequence[ToolCall]) -> OffloadPlan | None:
    """The ``plan_offload`` result among ``calls``, if any."""
    return next(
        (p for c in calls if c.tool == "plan_offload" and (p := c.typed(OffloadPlan))), None
    )


def offload_speed_values(draft: Draft, plan: OffloadPlan) -> dict[str, str | float | int]:
    """The named values of the offload speed sentences."""
    return dict(
        model=draft.model_name(plan.model_id),
        precision=plan.precision.upper(),
        gpus=f"{plan.count} × {draft.gpu_name(plan.gpu_id)}",
        layers=plan.layers,
        cpu_layers=plan.cpu_layers,
        on_gpu=plan.layers - plan.cpu_layers,
        ram=plan.ram_weights_gb,
        ram_read=plan.ram_gb_s * CPU_DECODE_BW_EFF,
        tps=plan.decode_tokens_per_s or 0.0,
        gpu_only=plan.gpu_only_tokens_per_s,
    )


def compose_offload_speed(draft: Draft, plan: OffloadPlan) -> None:
    """Write the offload speed first, then what the placement assumes."""
    values = offload_speed_values(draft, plan)
    template = {
        "moe_experts": msg.SPEED_OFFLOAD_MOE,
        "dense_layers": msg.SPEED_OFFLOAD_DENSE,
        "none": msg.SPEED_OFFLOAD_NONE,
    }.get(plan.kind, msg.SPEED_OFFLOAD_NO_FIT)
    draft.verdict = "no" if plan.kind == "does_not_fit" else "yes"
    # judged only at the precision the user named: an assumed 4-bit is not their build
    ram = draft.query.ram_gb if draft.query.precision is not None else None
    if ram is not None and plan.kind != "none" and plan.ram_weights_gb > RAM_FREE_SHARE * ram:
        # "3090 + 128gb ram, deepseek v3 q2": the RAM said cannot hold what the GPUs cannot
        draft.verdict = "no"
        short = fitting.RAM_OFFLOAD_SHORT(
            share=RAM_FREE_SHARE,
            model=values["model"],
            precision=plan.precision,
            weights=gb(plan.weights_gb),
            gpu_weights=gb(plan.gpu_weights_gb),
            ram_weights=gb(plan.ram_weights_gb),
            ram_gb=ram,
            setup=values["gpus"],
        )
        draft.add(short.render(draft.lang) + ("。" if draft.lang == "zh" else "."))
    draft.add(template(**values).render(draft.lang))
    draft.add(" ".join(as_sentence(w, draft.lang) for w in plan.warnings))
    draft.explain(limit=1)
    draft.assume(*plan.assumptions)


__all__ = ["compose_offload_speed", "offload_plan_of", "offload_speed_values"]
