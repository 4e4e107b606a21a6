"""A hot card held under its power limit: yes, it is throttling, first; then what names why.

"Temp 89C，功率 400W / 575W 上不去，是机房散热问题吗": the readings answer it (``Query.core_temp_c``
and ``Query.power_draw`` read by ``question.held_hot``), the limit set against the card's rated
board power. Pure.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import held_hot as say
from assistant.question.held_hot import HELD_SHARE

RATED_SLACK = 0.02
"""How far a limit may sit under the rated board power and still be that rating."""


def held_hot_lead(draft: Draft) -> bool:
    """Yes first when a hot card draws well under its limit; False when none was read."""
    query = draft.query
    temp, draw = query.core_temp_c, query.power_draw
    card = draft.catalog.gpus.get(query.gpus[0].gpu_id) if query.gpus else None
    if temp is None or draw is None or card is None:
        return False
    used, limit = draw
    name = draft.gpu_name(card.id)
    draft.verdict = "yes"
    # at its limit ("70W / 70W, 84C"): the cap and the heat both hold the clocks
    hot = say.HELD_HOT_AT_LIMIT if used >= limit * HELD_SHARE else say.HELD_HOT
    lead = hot(gpu=name, temp=temp, draw=used, limit=limit, share=used / limit)
    draft.add(lead.render(draft.lang))
    tdp = card.tdp_w
    if tdp is not None and limit < tdp * (1 - RATED_SLACK):
        draft.add(say.HELD_HOT_CAPPED(gpu=name, limit=limit, tdp=tdp).render(draft.lang))
    elif tdp is not None:
        draft.add(say.HELD_HOT_RATED(gpu=name, limit=limit, tdp=tdp).render(draft.lang))
    draft.add(say.HELD_HOT_CHECK().render(draft.lang))
    return True


__all__ = ["held_hot_lead"]
