"""First lines for faults of the host around the card (``question.host_faults``).

The kernel module not loaded, a device-side assert, and a PC that powers off under a GPU
load, the last with the build's power sized (``estimate_power``) when a PSU is stated; and a
driver checked against the CUDA 12 floor when no build was named. Pure: every figure comes
from a tool output.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_idle_card import idle_card_lead
from assistant.answer.compose_llmcalc import power_setup
from assistant.calc.driver_cuda import DriverCheck
from assistant.calc.power import PowerEstimate
from assistant.messages import host_faults as msg
from assistant.models import ToolCall

TRIP_CAP_SHARE = 0.7
"""The power limit suggested against a supply that trips: the low end of the 70-80% of stock
the multi-GPU workstation guide gives as a common start (a spike scales with the limit)."""


def host_fault_lead(draft: Draft, kind: str, calls: Sequence[ToolCall]) -> str | None:
    """The first line for a host fault; None for other troubles."""
    if kind == "driver_module":
        return msg.DRIVER_MODULE().render(draft.lang)
    if kind == "device_assert":
        return msg.DEVICE_ASSERT().render(draft.lang)
    if kind == "idle_card":  # one card of a multi-card job left idle
        return idle_card_lead(draft)
    if kind != "power_trip":
        return None
    found = [c.typed(PowerEstimate) for c in calls if c.tool == "estimate_power"]
    out = next((o for o in found if o is not None), None)
    if out is None or out.psu_stated_w is None or out.psu_ok is None:
        return msg.POWER_TRIP().render(draft.lang)
    card = draft.catalog.gpus.get(out.gpu_id)
    tdp = card.tdp_w if card is not None and card.tdp_w else out.gpus_w / max(out.count, 1)
    template = msg.POWER_TRIP_SHORT if not out.psu_ok else msg.POWER_TRIP_ENOUGH
    lead = template(
        stated=out.psu_stated_w,
        setup=power_setup(draft, out, bare_one=draft.lang == "zh"),
        needed=out.psu_needed_w,
        sustained=out.sustained_w,
        transient=out.transient_w,
        psu=out.psu_w or round(out.psu_needed_w),
        cap=round(tdp * TRIP_CAP_SHARE / 5) * 5,
    )
    return lead.render(draft.lang)


def driver_floor_lead(draft: Draft, check: DriverCheck) -> str | None:
    """A driver under the CUDA 12 floor when no build was named; None otherwise."""
    if draft.query.cuda_build is not None or not check.too_old or check.newest_cuda is None:
        return None
    newest, floor = check.newest_cuda, check.floor_driver or check.needs_driver
    values = dict(driver=check.driver, newest=newest, floor=floor)
    values["newest_major"] = newest.partition(".")[0]  # 11.4: a cu118 wheel runs on it
    lead = msg.DRIVER_BELOW_BUILD(cuda_major=check.cuda.partition(".")[0], **values)
    return lead.render(draft.lang)


__all__ = ["TRIP_CAP_SHARE", "driver_floor_lead", "host_fault_lead"]
