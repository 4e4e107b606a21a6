"""The speed lost without NVLink: the same cards timed with the bridge and over PCIe.

"dual 3090 with an nvlink bridge, llama 70b awq on vllm tp=2 — and if i pull the bridge out,
how much do i lose?" asks the difference, not the speed again. The speed plan's first timing is
repeated with the link off (``no_nvlink``); the answer leads with the share lost and both rates,
then the usual speed answer. A card without NVLink, or one card, has nothing to lose: no second
timing is made.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.rates import SpeedEstimate
from assistant.messages import link_loss as msg
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox

TOOL = "estimate_speed"
SPLIT_NAMES = {
    "en": {"layer-split": "a layer split", "device_map": "a layer split"},
    "zh": {"layer-split": "按层切分", "device_map": "按层切分"},
}
"""How the split that makes the link matter little is named."""
SAME = 0.005
"""A loss under half a percent is no loss."""


def plan_link_loss(query: Query, tools: Toolbox, calls: list[ToolCall]) -> list[ToolCall]:
    """``calls`` with the first timing repeated over PCIe, when the loss is asked."""
    if not query.link_loss_asked:
        return calls
    first = next((c for c in calls if c.tool == TOOL and "error" not in c.output), None)
    if first is None or int(first.input.get("count") or 1) < 2:
        return calls
    row = tools.catalog.gpus.get(str(first.output.get("gpu_id") or ""))
    if row is None or not row.nvlink:
        return calls
    args = {k: v for k, v in first.input.items() if k != "no_nvlink"}
    return [*calls, tools.call(TOOL, **args, no_nvlink=True)]


def compose_link_loss(draft: Draft, calls: Sequence[ToolCall]) -> Sequence[ToolCall] | None:
    """Lead with the share lost without the link; the calls left for the speed answer.

    None when no PCIe timing was planned: the speed answer is written as usual.
    """
    pcie_call = next((c for c in calls if c.tool == TOOL and c.input.get("no_nvlink")), None)
    linked_call = next((c for c in calls if c.tool == TOOL and not c.input.get("no_nvlink")), None)
    if pcie_call is None or linked_call is None:
        return None
    pcie, linked = pcie_call.typed(SpeedEstimate), linked_call.typed(SpeedEstimate)
    if pcie is None or linked is None:
        return None
    over_pcie, bridged = pcie.decode_tokens_per_s, linked.decode_tokens_per_s
    if not over_pcie or not bridged:  # training timed: no decode rate to set side by side
        return None
    lang = draft.lang
    setup = f"{linked.count} × {draft.gpu_name(linked.gpu_id)}"
    model, engine, pct = (
        draft.model_name(linked.model_id),
        linked.engine_label,
        1 - over_pcie / bridged,
    )
    if pct < SAME:
        split = SPLIT_NAMES[lang].get(linked.strategy, linked.strategy)
        line = msg.LINK_NO_LOSS(
            pcie=over_pcie, model=model, setup=setup, engine=engine, split=split
        )
        draft.add(line.render(lang))
    else:
        lead = msg.LINK_LOSS(
            pct=pct, pcie=over_pcie, linked=bridged, model=model, setup=setup, engine=engine
        )
        draft.add(f"{lead.render(lang)} {msg.LINK_CAUSE().render(lang)}")
    return [c for c in calls if c is not pcie_call]


__all__ = ["compose_link_loss", "plan_link_loss"]
