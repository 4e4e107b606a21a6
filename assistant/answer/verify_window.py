"""A check asked with a length: before a long job on a rented machine, or in a return window.

"p4d just up, a 3-day job next: which checks, which dcgmi diag level?": the diagnostic level
that fits, the busbw to expect over the machine's links and the counters to read, first.
"bought a used A100, 14-day return window: what to test?": the tests in the window's first days.
Only the typed ``Query`` is read (its length, where the machine is, a card bought used). Pure.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.rates import link_gb_s
from assistant.messages import NOTHING, Message
from assistant.messages import verify_window as msg

BUSBW_SHARE = 0.7
"""All-reduce busbw at large messages reaches this share of the one-way link bandwidth on a
healthy machine (verifying-rented-gpus guide; ``compose_test_result`` judges it the same)."""
_MIB_PER_GIB = 1024


def _length(hours: float) -> Message:
    """The length said: in days when whole ("3-day"), else in hours ("10-hour")."""
    if hours >= 24 and hours % 24 == 0:
        return msg.LENGTH_DAYS(days=hours / 24)
    return msg.LENGTH_HOURS(hours=hours)


def window_lead(draft: Draft) -> bool:
    """Say the checks that fit the length asked first; False when none was said or no card."""
    query = draft.query
    hours = query.duration_hours
    ask = query.gpus[0] if query.gpus else None
    card = draft.catalog.gpus.get(ask.gpu_id) if ask is not None else None
    if hours is None or hours < 8 or ask is None or card is None:
        return False
    name = draft.gpu_name(card.id)
    if query.used_asked:  # a card bought: its return window
        mib = card.memory_gb * _MIB_PER_GIB
        lead = msg.RETURN_WINDOW(gpu=name, length=_length(hours), mib=mib, gb=card.memory_gb)
        draft.add(lead.render(draft.lang))
        return True
    rented = query.where == "cloud" or query.provider is not None or bool(query.instance_named)
    if not rented or card.vendor != "NVIDIA":
        return False
    cards = f"{ask.count}× {name}" if ask.count > 1 else name
    link = round(link_gb_s(card))
    links = (
        msg.LONG_JOB_LINKS(need=round(link * BUSBW_SHARE), link=link)
        if ask.count > 1
        else NOTHING()
    )
    draft.add(msg.LONG_JOB(length=_length(hours), cards=cards, links=links).render(draft.lang))
    return True


__all__ = ["window_lead"]
