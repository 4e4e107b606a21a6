"""Two cards weighed for a model run partly from system RAM ("4090 vs 5090, part of it on cpu").

With the offload said (``Query.ram_offload``) and the model too big for one card of either,
each card is timed with llama.cpp's layer or expert offload (``plan_offload``), and the
answer leads with the faster of the two offloaded runs; the comparison at the card count that
holds it all follows, as what it would take to leave RAM out.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.offload import OffloadPlan
from assistant.messages.compare_offload import COMPARE_OFFLOAD_LEAD, COMPARE_OFFLOAD_TIE
from assistant.models import Query, ToolCall
from assistant.question.plan_speed import offload_precision
from assistant.question.planner import model_name, single_method
from assistant.question.tools import Toolbox

TIE_SHARE = 0.95
"""The slower offloaded run within this share of the faster: the two run it about as fast."""


def plan_compare_offload(query: Query, tools: Toolbox) -> list[ToolCall]:
    """``plan_offload`` on each of two cards named, when the model spills on at least one."""
    cards = list({g.gpu_id: g for g in query.gpus}.values())
    model = model_name(query)
    if not query.ram_offload or len(cards) != 2 or model is None:
        return []
    if single_method(query) != "inference":
        return []
    precision = offload_precision(query.precision)
    calls = [
        tools.call("plan_offload", model=model, gpu=g.gpu_id, count=g.count, precision=precision)
        for g in cards
    ]
    plans = [c.typed(OffloadPlan) for c in calls]
    if any(p is None or p.decode_tokens_per_s is None for p in plans):
        return []
    spills = any(p is not None and p.kind != "none" for p in plans)
    return calls if spills else []


def split_offloads(calls: Sequence[ToolCall]) -> tuple[list[OffloadPlan], list[ToolCall]]:
    """The offload plans among ``calls``, and the other calls."""
    plans = [p for c in calls if c.tool == "plan_offload" and (p := c.typed(OffloadPlan))]
    return plans, [c for c in calls if c.tool != "plan_offload"]


def lead_compare_offload(draft: Draft, plans: list[OffloadPlan]) -> None:
    """The faster of the two offloaded runs first, before the comparison that holds it all."""
    if len(plans) != 2:
        return
    a, b = sorted(plans, key=lambda p: -(p.decode_tokens_per_s or 0.0))
    tie = (b.decode_tokens_per_s or 0.0) >= TIE_SHARE * (a.decode_tokens_per_s or 0.0)
    line = (COMPARE_OFFLOAD_TIE if tie else COMPARE_OFFLOAD_LEAD)(
        model=draft.model_name(a.model_id),
        precision=a.precision.upper(),
        winner=_setup(draft, a),
        loser=_setup(draft, b),
        tps_a=a.decode_tokens_per_s or 0.0,
        tps_b=b.decode_tokens_per_s or 0.0,
        on_a=a.layers - a.cpu_layers,
        on_b=b.layers - b.cpu_layers,
        layers=a.layers,
        ram_a=a.ram_weights_gb,
        ram_b=b.ram_weights_gb,
        gpu_only_a=a.gpu_only_tokens_per_s,
        gpu_only_b=b.gpu_only_tokens_per_s,
    ).render(draft.lang)
    draft.paragraphs.insert(0, line)


def _setup(draft: Draft, plan: OffloadPlan) -> str:
    name = draft.gpu_name(plan.gpu_id)
    return name if plan.count == 1 else f"{plan.count} × {name}"


__all__ = ["lead_compare_offload", "plan_compare_offload", "split_offloads"]
