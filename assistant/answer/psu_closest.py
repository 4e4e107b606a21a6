"""A media pick bound by a PSU the asker keeps, when no card it carries is found; pure.

"电源只有 300w 不想换，加一张什么卡能跑 sdxl": with a typical desktop CPU and board the PSU
leaves no watts for a card, so the pick is nothing. What is closest is a card the PCIe slot
powers alone (75 W), which a small PSU runs beside a modest CPU: that pick is made again with
the slot's power as the cap, and the answer says first that it is the closest, not a fit.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.media_pick import MediaPick
from assistant.calc.power import PCIE_SLOT_W
from assistant.messages.psu_closest import PSU_CLOSEST
from assistant.models import ToolCall
from assistant.question.tools import Toolbox

_TOOL = "recommend_workload_gpu"


def _empty_on_psu(call: ToolCall) -> bool:
    pick = call.typed(MediaPick) if call.tool == _TOOL else None
    return pick is not None and pick.best is None and call.input.get("psu_w") is not None


def slot_powered_call(tools: Toolbox, calls: Sequence[ToolCall]) -> list[ToolCall]:
    """The PSU-bound pick made again among slot-powered cards, when it found none."""
    if len(calls) != 1 or not _empty_on_psu(calls[0]) or calls[0].input.get("budget"):
        return []
    args = {k: v for k, v in calls[0].input.items() if k != "psu_w"}
    cap = min(float(args.get("max_board_power_w") or PCIE_SLOT_W), PCIE_SLOT_W)
    again = tools.call(_TOOL, **{**args, "max_board_power_w": cap})
    found = again.typed(MediaPick)
    return [again] if found is not None and found.best is not None else []


def lead_slot_powered(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The first line: no card fits the PSU; the slot-powered pick is what is closest."""
    picks = [c for c in calls if c.tool == _TOOL]
    if len(picks) != 2 or not _empty_on_psu(picks[0]) or not draft.paragraphs:  # noqa: PLR2004
        return
    psu = float(picks[0].input["psu_w"])
    slot = float(picks[1].input["max_board_power_w"])
    draft.paragraphs[0] = PSU_CLOSEST(psu=psu, slot=slot).render(draft.lang) + draft.paragraphs[0]


__all__ = ["lead_slot_powered", "slot_powered_call"]
