"""A frame rate wanted of one stream ("想到120帧，现实吗", "can it hold 90 fps"): yes or no first.

The speed at batch 1 is set against the rate wanted; several streams wanted are a count of cards
(the pick's), not this. Pure: reads the draft's query and the speed estimate.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.messages.frame_target import FPS_REACHED, FPS_SHORT


def fps_verdict(draft: Draft, speed: MediaSpeedEstimate) -> str:
    """The yes or no on the rate wanted (the verdict set), or "" when none is wanted."""
    wanted = draft.query.stream_fps
    if wanted is None or draft.query.streams_target is not None or not speed.images_per_s:
        return ""
    reached = speed.images_per_s >= wanted
    draft.verdict = "yes" if reached else "no"
    told = (FPS_REACHED if reached else FPS_SHORT)(fps=wanted).render(draft.lang)
    return f"{told}. " if draft.lang != "zh" else f"{told}。"


__all__ = ["fps_verdict"]
