"""Frame rates: one stream's wanted ("想到120帧，现实吗"), or each of several streams' asked.

A rate wanted of one stream ("can it hold 90 fps") is answered yes or no first; the frames
each of several streams gets, when that is asked ("每路还有多少 fps"), lead the capacity answer.

The speed at batch 1 is set against the rate wanted; several streams wanted are a count of cards
(the pick's), not this. Pure: reads the draft's query and the speed or capacity estimate.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.media_capacity import MediaCapacity
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.messages.frame_target import FPS_EACH_STREAM, FPS_REACHED, FPS_SHARED, FPS_SHORT


def fps_verdict(draft: Draft, speed: MediaSpeedEstimate) -> str:
    """The yes or no on the rate wanted (the verdict set), or "" when none is wanted."""
    wanted = draft.query.stream_fps
    if wanted is None or draft.query.streams_target is not None or not speed.images_per_s:
        return ""
    reached = speed.images_per_s >= wanted
    draft.verdict = "yes" if reached else "no"
    told = (FPS_REACHED if reached else FPS_SHORT)(fps=wanted).render(draft.lang)
    return f"{told}. " if draft.lang != "zh" else f"{told}。"


def fps_each_stream(draft: Draft, out: MediaCapacity) -> str:
    """The frames each stream gets when that is asked ("每路还有多少 fps"), or "".

    The cards' batched frames a second, shared evenly among the streams said.
    """
    query = draft.query
    streams, total = query.streams_target, (out.speed.images_per_s or 0.0) * out.gpus
    if not query.stream_rate_asked or not streams or out.unit != "camera_streams" or not total:
        return ""
    spec = draft.catalog.workloads.get(out.workload_id)
    lead = FPS_EACH_STREAM(each=total / streams, streams=streams).render(draft.lang)
    shared = FPS_SHARED(
        count=out.gpus,
        gpu=f"{draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip(),
        total=total,
        workload=spec.name if spec else out.workload_id,
        batch=out.batch,
    ).render(draft.lang)
    return f"**{lead}**: {shared}. " if draft.lang != "zh" else f"**{lead}**：{shared}。"


__all__ = ["fps_each_stream", "fps_verdict"]
