"""The draw said beside a heat or throttle reading, and the power cap that cools the card.

"4090 at 450W, 83C, SW Thermal Slowdown: Active": the card burns its whole limit; a cap near 80%
of it sheds about a quarter of the heat for a few per cent of speed. Pure: no I/O.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import fan as msg

HEAT_CHECKS = frozenset({"clocks", "slowdown", "temperature", "memory_temperature"})
"""Readings whose cause the heat is: the draw beside them is what a cap trims."""
CAP_SHARE = 0.8
"""A cap at this share of the limit: about a quarter less heat, a few per cent less speed."""


def hot_draw_line(draft: Draft) -> bool:
    """Add the draw said beside a heat reading and the cap that cools it; whether one was."""
    query = draft.query
    ask = query.gpus[0] if query.gpus else None
    card = draft.catalog.gpus.get(ask.gpu_id) if ask is not None else None
    draw = query.run_draw_w
    if draw is None or card is None or not card.tdp_w or query.health_check not in HEAT_CHECKS:
        return False
    tdp = card.tdp_w
    safe = round(min(draw, tdp) * CAP_SHARE / 10) * 10
    line = msg.HOT_DRAW(
        gpu=draft.gpu_name(card.id), draw=draw, share=draw / tdp, tdp=tdp, safe=safe
    )
    draft.add(line.render(draft.lang))
    return True


__all__ = ["HEAT_CHECKS", "hot_draw_line"]
