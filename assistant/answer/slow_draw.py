"""The first line for a slow job whose card draws far below its power cap at full load; pure.

"h100 training is way slower than the tutorial claims, nvidia-smi shows 180W / 700W at 100%
util, something throttling?": the Usage/Cap column read beside the slowdown says no power or
heat cap holds the card back (a capped card sits at its cap); the work is not feeding it. The
draw and cap are the user's own reading (``Query.power_draw``).
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages.health_readings import SLOW_DRAW_BELOW_CAP


def slow_draw_lead(draft: Draft) -> str | None:
    """The draw read far below the cap, as the slow job's clue; None when none was read."""
    draw = draft.query.power_draw
    if draw is None or not draft.query.gpus:
        return None
    share = draw[0] / draw[1]
    name = draft.gpu_name(draft.query.gpus[0].gpu_id)
    lead = SLOW_DRAW_BELOW_CAP(gpu=name, draw=draw[0], cap=draw[1], share=share)
    return lead.render(draft.lang)


__all__ = ["slow_draw_lead"]
