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
PROPOSED_SHARES = (0.65, 0.9)
"""Shares of the limit where a cap the user proposes reads as that cap (about a quarter less
heat for a few per cent of speed); outside them the answer's own cap is said."""


def hot_draw_line(draft: Draft) -> bool:
    """Add the draw said beside a heat reading and the cap that cools it; whether one was."""
    query = draft.query
    ask = query.gpus[0] if query.gpus else None
    card = draft.catalog.gpus.get(ask.gpu_id) if ask is not None else None
    # "`450W / 450W` … SW Thermal Slowdown: Active": nvidia-smi's Usage/Cap column is the draw too
    draw = query.run_draw_w or (query.usage_cap_read[0] if query.usage_cap_read else None)
    if draw is None or card is None or not card.tdp_w or query.health_check not in HEAT_CHECKS:
        return False
    tdp = card.tdp_w
    safe: float = round(min(draw, tdp) * CAP_SHARE / 10) * 10
    proposed = query.power_limit_w  # "压到 350w 会不会反而更快": the cap the user weighs
    if proposed is not None and PROPOSED_SHARES[0] <= proposed / tdp <= PROPOSED_SHARES[1]:
        safe = proposed
    line = msg.HOT_DRAW(
        gpu=draft.gpu_name(card.id), draw=draw, share=draw / tdp, tdp=tdp, safe=safe
    )
    draft.add(line.render(draft.lang))
    return True


__all__ = ["HEAT_CHECKS", "hot_draw_line"]
