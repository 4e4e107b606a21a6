"""A model too big for one's own card, run with part of it in system RAM (llama.cpp offload).

"gpt-oss-120b on a single 3090 possible?": not on the GPU alone, but llama.cpp keeps the
attention and the hot layers on the card and reads the experts of some layers from RAM
(``--n-cpu-moe``); the fit check leads with that placement and its speed, the GPU-only figures
after. Only for local, single-user inference on a card that can spill (not a Mac, not a server),
and only when the experts fit the RAM stated (else 85% of a 64 GB desktop, as ``fits`` takes).
A dense model ("70b on my 24gb card") keeps the fit check's "No" first; the layers-in-RAM run and
its speed come right after it, as the way out people take.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_offload_speed import offload_plan_of, offload_speed_values
from assistant.calc.fits import DEFAULT_RAM_GB, RAM_FREE_SHARE
from assistant.calc.workload import GGUF_TYPES
from assistant.messages import trouble as msg
from assistant.messages.fitting import NOT_ON_GPU_ALONE, NOT_ON_GPU_ALONE_RAM, OFFLOAD_INSTEAD
from assistant.models import Query, ToolCall
from assistant.question.plan_speed import offload_precision
from assistant.question.planner import SERVING_ENGINES, model_name, single_method
from assistant.question.tools import Toolbox


def plan_moe_offload(query: Query, tools: Toolbox, fit: Sequence[ToolCall]) -> list[ToolCall]:
    """``plan_offload`` when a local model fits none of the fit check's options.

    A MoE model keeps its experts in RAM; a dense one (its precision unstated or a GGUF build)
    keeps some layers there, at the speed RAM allows.
    """
    model = model_name(query)
    spec = tools.catalog.models.get(model) if model else None
    moe = spec is not None and spec.active_b < spec.params_b
    dense_build = query.precision is None or query.precision in GGUF_TYPES
    if model is None or not query.gpus or not (moe or dense_build):
        return []
    if any(c.tool == "estimate_kv_cache" for c in fit):
        return []  # the fit check placed the experts itself (RAM stated beside a 4-bit build)
    card = tools.catalog.gpus.get(query.gpus[0].gpu_id)
    local = query.users is None and query.engine not in SERVING_ENGINES
    if card is None or card.vendor == "Apple" or not local or single_method(query) != "inference":
        return []
    sized = [c for c in fit if c.tool == "estimate_memory"]
    if not sized or any(c.output.get("fits") for c in sized):
        return []
    plan = tools.call(
        "plan_offload",
        model=spec.id if spec is not None else model,
        gpu=card.id,
        count=query.gpus[0].count,
        precision=offload_precision(query.precision),  # llama.cpp runs a GGUF build
        cpu_moe_layers=query.cpu_moe_layers,
    )
    return [plan] if plan.output.get("kind") in ("moe_experts", "dense_layers") else []


def dense_offload_line(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """A dense model too big for the GPUs even at 4 bits: what layers in RAM would give."""
    plan = offload_plan_of(calls)
    if plan is None or plan.kind != "dense_layers":
        return None
    if plan.ram_weights_gb > (draft.query.ram_gb or DEFAULT_RAM_GB) * RAM_FREE_SHARE:
        return None  # more than a desktop's RAM holds: not a way out
    line = msg.SPEED_OFFLOAD_DENSE(**offload_speed_values(draft, plan)).render(draft.lang)
    return OFFLOAD_INSTEAD().render(draft.lang) + line


def lead_moe_offload(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Say first that the experts in RAM make it run, with the speed; whether it was said."""
    plan = offload_plan_of(calls)
    if plan is None or plan.kind != "moe_experts":
        return False
    ram = draft.query.ram_gb or DEFAULT_RAM_GB
    if plan.ram_weights_gb > ram * RAM_FREE_SHARE:
        return False  # DeepSeek-V3's 355 GB of experts need a server's RAM, not a desktop's
    draft.verdict = "conditional"
    values = offload_speed_values(draft, plan)
    line = msg.SPEED_OFFLOAD_MOE(**values).render(draft.lang)
    stated = draft.query.ram_gb
    opening = NOT_ON_GPU_ALONE_RAM(ram=stated) if stated else NOT_ON_GPU_ALONE()
    draft.add(opening.render(draft.lang) + line)
    draft.add(" ".join(w.render(draft.lang) for w in plan.warnings))
    return True


__all__ = ["dense_offload_line", "lead_moe_offload", "plan_moe_offload"]
