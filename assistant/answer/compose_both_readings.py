"""The reading not led with, judged after the lead: memory after power, or power after memory.

"24564 MiB, 450.00 W — as advertised?", "46068MiB total and a 350W cap, short-changed?": both
figures were checked; the lead answers one (``power_lead`` or ``reading_lead``) and this adds the
other's judgment in one sentence. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.troubleshoot import PowerCheck, ReadingCheck
from assistant.messages import both_readings as say
from assistant.models import ToolCall


def _power(calls: Sequence[ToolCall]) -> PowerCheck | None:
    found = (c.typed(PowerCheck) for c in calls if c.tool == "check_power_reading")
    return next((t for t in found if t is not None), None)


def _memory(calls: Sequence[ToolCall]) -> ReadingCheck | None:
    found = (c.typed(ReadingCheck) for c in calls if c.tool == "check_memory_reading")
    return next((t for t in found if t is not None), None)


def also_power_line(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """After a memory lead: the power limit read beside it, judged."""
    check = _power(calls)
    if check is None:
        return
    card = draft.gpu_name(check.gpu_id)
    template = say.ALSO_POWER_NORMAL if check.normal else say.ALSO_POWER_LOW
    values = dict(stated=check.stated_w, default=check.default_w, share=check.share)
    draft.add(template(card=card, **values).render(draft.lang))


def also_memory_line(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """After a power lead: the memory total read beside it, judged (a named card's only)."""
    check = _memory(calls)
    if check is None or check.gpu_id is None:
        return
    template = say.ALSO_MEMORY_YES if check.matches else say.ALSO_MEMORY_NO
    values: dict[str, str | float] = dict(
        stated=check.stated,
        unit=check.unit,
        gib=check.stated_gib,
        low=check.low_gib,
        high=check.high_gib,
        card=draft.gpu_name(check.gpu_id),
    )
    draft.add(template(**values).render(draft.lang))


__all__ = ["also_memory_line", "also_power_line"]
