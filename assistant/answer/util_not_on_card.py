"""The first line for a job that never reached the card: no utilisation at an idle draw; pure.

"nvidia-smi 里 5090 的 Perf P8 12W / 575W 但我明明在跑训练，util 显示 0%": a card at its idle
draw and 0% utilisation is not waiting on data, it is not in the job at all (the job runs on the
CPU or another GPU). The draw and cap are the ones read (``Query.usage_cap_read``).
"""

from __future__ import annotations

from assistant.answer.compose import Draft, say
from assistant.answer.idle_draw import draw_share
from assistant.messages.health_readings import UTIL_NOT_ON_CARD

IDLE_UTIL_PCT = 5.0
"""A utilisation at or under this, with the draw near idle, is a job that never reached the card."""
IDLE_DRAW_SHARE = 0.15
"""A draw under this share of the cap is the card idling (P8 at 12 W of 575 W)."""


def not_on_card(draft: Draft) -> str:
    """The job judged absent from the card: near-zero utilisation at an idle draw ('' if not)."""
    query, read = draft.query, draft.query.usage_cap_read
    util, share = query.gpu_util_pct, draw_share(read)
    if util is None or util > IDLE_UTIL_PCT or read is None or share is None:
        return ""
    if share >= IDLE_DRAW_SHARE:
        return ""
    draft.verdict = "no"
    gpu = draft.gpu_name(query.gpus[0].gpu_id) if query.gpus else say(draft.lang, "GPU", "显卡")
    said = UTIL_NOT_ON_CARD(gpu=gpu, draw=read[0], cap=read[1], share=share, pct=util)
    return said.render(draft.lang)


__all__ = ["IDLE_DRAW_SHARE", "IDLE_UTIL_PCT", "not_on_card"]
