"""A card's chip, memory and bus width read off by a tool: yes or no first, field by field.

The check is ``calc.spec_check`` (run as the ``check_spec_reading`` tool); this writes it.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.spec_check import SpecCheck, SpecLine
from assistant.messages import spec_check as msg
from assistant.messages.core import Template
from assistant.models import ToolCall

_FIELDS: dict[str, tuple[Template, Template]] = {
    "chip": (msg.CHIP_OK, msg.CHIP_BAD),
    "memory": (msg.MEMORY_OK, msg.MEMORY_BAD),
    "memory_type": (msg.TYPE_OK, msg.TYPE_BAD),
    "bus": (msg.BUS_OK, msg.BUS_BAD),
    "memory_clock": (msg.MEMCLOCK_OK, msg.MEMCLOCK_BAD),
    "rops": (msg.ROPS_OK, msg.ROPS_BAD),
}


def _field(draft: Draft, line: SpecLine, check: SpecCheck) -> str:
    card = draft.catalog.gpus[check.gpu_id]
    template = _FIELDS[line.field][0 if line.ok else 1]
    template = msg.ROPS_PARTITION if line.partition_short else template  # the known batch
    values: dict[str, str | float] = dict(seen=line.seen, expected=line.expected)
    if line.field == "memory_clock":
        values.update(rate=line.rate_gbps or 0.0, bus=line.bus_bits or 0)
        values.update(bandwidth=card.memory_bandwidth_gb_s)
    if line.field == "bus":
        kind = card.memory_type.split()[0]
        values.update(rate=line.rate_gbps or 0.0, bandwidth=card.memory_bandwidth_gb_s, type=kind)
    return template(**values).render(draft.lang)


def spec_lead(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Answer "is this what GPU-Z should show?" yes or no first; False when nothing was checked."""
    checks = [c.typed(SpecCheck) for c in calls if c.tool == "check_spec_reading"]
    check = next((c for c in checks if c is not None), None)
    if check is None:
        return False
    # a mismatch is the answer: the fields that disagree, else every field that agrees
    shown = [line for line in check.lines if not line.ok] or check.lines
    joiner = "; " if draft.lang == "en" else "；"
    fields = joiner.join(_field(draft, line, check) for line in shown)
    name = draft.gpu_name(check.gpu_id)
    draft.verdict = "yes" if check.matches else "no"
    lead = msg.SPEC_MATCH if check.matches else msg.SPEC_MISMATCH
    draft.add(lead(gpu=name, fields=fields).render(draft.lang))
    after = msg.SPEC_MATCH_NEXT if check.matches else msg.SPEC_MISMATCH_NEXT
    if not check.matches and all(line.partition_short for line in shown):
        after = msg.ROPS_PARTITION_NEXT  # a known batch's missing ROPs: no relabelled card
    text = after().render(draft.lang)
    reading = draft.query.spec_reading
    if reading is not None and reading.shaders:
        text += " " + msg.SHADERS_UNCHECKED(shaders=reading.shaders).render(draft.lang)
    draft.add(text)
    return True


__all__ = ["spec_lead"]
