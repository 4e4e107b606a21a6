"""First line for a card's fan read standing still while it is hot or busy (``Query.fan_still``).

"| 0%  87C  P2  445W / 450W |, is the fan broken?": yes, most likely, with the heat and the draw
read beside it and a power cap that holds the card under its slowdown temperature meanwhile.
Pure: no I/O.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import fan as msg

SAFE_SHARE = 0.7
"""A power cap at this share of the limit keeps a card with poor airflow well under its slowdown
temperature for a modest loss of speed."""


def fan_lead(draft: Draft) -> bool:
    """Judge the fan read still; False when none was read."""
    still = draft.query.fan_still
    if still is None:
        return False
    ask = draft.query.gpus[0] if draft.query.gpus else None
    card = draft.catalog.gpus.get(ask.gpu_id) if ask is not None else None
    cap = still.cap_w or (card.tdp_w if card is not None else None)
    name = draft.gpu_name(card.id) if card is not None else "GPU"
    if still.temp_c is not None and still.draw_w is not None and still.cap_w is not None:
        state = msg.STATE_HOT_DRAW(temp=still.temp_c, draw=still.draw_w, cap=still.cap_w)
    elif still.temp_c is not None:
        state = msg.STATE_HOT(temp=still.temp_c)
    else:
        state = msg.STATE_DRAW(draw=still.draw_w or 0.0, cap=still.cap_w or 0.0)
    asked = draft.query.fault_asked
    draft.verdict = "yes" if asked else "no"
    verdict = msg.VERDICT_YES() if asked else msg.VERDICT_NO()
    safe = round((cap or 300.0) * SAFE_SHARE / 10) * 10
    lead = msg.FAN_STILL(verdict=verdict, fan=still.fan_pct, gpu=name, state=state, safe=safe)
    draft.add(lead.render(draft.lang))
    return True


__all__ = ["fan_lead"]
