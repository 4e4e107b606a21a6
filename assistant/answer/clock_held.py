"""A core clock read under load below its maximum: which limit holds it, judged first.

"SM clock stuck at 1095 MHz under load, max is 1755. thermals are 62C. is this a power cap
thing?": the temperature read tells heat from the power limit or a clock set on the card
(``Query.clock_reading``, read by ``question.clock_reading``). Pure.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import clock_held as say
from assistant.messages import health
from assistant.models import GPU

SLOWS_AT_C = 85.0
"""About where a GPU starts slowing itself for heat (NVIDIA's data-centre and GeForce cards
begin thermal slowdown in the mid-80s °C; `nvidia-smi -q -d TEMPERATURE` gives each card's)."""
COOL_MARGIN_C = 10.0
"""A core this far under the slowdown point is not what holds the clock."""


def clock_held_lead(draft: Draft, card: GPU) -> bool:
    """The clock held judged against the heat read; False when no ceiling was read."""
    reading = draft.query.clock_reading
    if reading is None or reading.max_mhz is None:
        return False
    name = draft.gpu_name(card.id)
    values: dict[str, str | float] = dict(
        gpu=name, now=reading.sm_mhz, top=reading.max_mhz, hot=SLOWS_AT_C
    )
    values["share"] = reading.sm_mhz / reading.max_mhz
    temp = reading.temp_c
    if temp is None:
        draft.verdict = "no"
        lead = say.CLOCK_HELD(**values)
    elif temp < SLOWS_AT_C - COOL_MARGIN_C:
        draft.verdict = "conditional"
        lead = say.CLOCK_HELD_COOL(temp=temp, **values)
    else:
        draft.verdict = "conditional"
        lead = say.CLOCK_HELD_HOT(temp=temp, **values)
    draft.add(lead.render(draft.lang))
    draft.add(say.CLOCK_REASONS(tdp=card.tdp_w or 0.0).render(draft.lang))
    return True


def clocks_lead(draft: Draft, card: GPU) -> None:
    """Clocks read falling or held: the figures judged when read, else the drop said.

    "is the card faulty?" beside a drop: maybe not, the card protects itself; else no, it is
    not normal.
    """
    if clock_held_lead(draft, card):
        return
    name = draft.gpu_name(card.id)
    if draft.query.fault_asked:
        draft.verdict = "conditional"
        draft.add(health.CLOCKS_DROP_FAULT(gpu=name).render(draft.lang))
    else:
        draft.verdict = "no"
        draft.add(health.CLOCKS_DROP(gpu=name).render(draft.lang))


__all__ = ["clock_held_lead", "clocks_lead"]
