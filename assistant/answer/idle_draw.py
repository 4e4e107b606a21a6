"""A card's draw read while its job crawls, judged first: the card sits idle, so it is unused.

"T4 跑 whisper 慢得离谱，nvidia-smi 显示 P8、9W / 70W，是不是压根没用上 gpu": a draw this far
under the cap is no job at all on the card, so the yes comes before the causes of a CPU fallback.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import symptoms as symptom_msg

IDLE_DRAW_SHARE = 0.25
"""A draw at or under this share of the power cap while a job runs is a card doing no work (a
T4 idles at 9-10 W of 70 W, a 4090 at 20-30 W of 450 W; a card at work draws half its cap or
more)."""


def draw_share(read: tuple[float, float] | None) -> float | None:
    """The share of its cap a card draws ("9W / 70W" is 0.13), or None with no cap read."""
    return None if read is None or read[1] <= 0 else read[0] / read[1]


def idle_draw_first(draft: Draft, lead: str) -> str:
    """``lead`` after the verdict that the card is unused, when its stated draw says it idles."""
    read = draft.query.usage_cap_read  # "9W / 70W"
    share = draw_share(read)
    if read is None or share is None or not draft.query.gpus or share > IDLE_DRAW_SHARE:
        return lead
    draft.verdict = "yes"
    gpu = draft.gpu_name(draft.query.gpus[0].gpu_id)
    verdict = symptom_msg.IDLE_DRAW_UNUSED(gpu=gpu, draw=read[0], cap=read[1], share=share)
    return f"{verdict.render(draft.lang)}\n\n{lead}"


__all__ = ["IDLE_DRAW_SHARE", "draw_share", "idle_draw_first"]
