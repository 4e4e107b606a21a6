"""A speech or camera server whose delay piles up past N streams: the streams it keeps up with.

"用 T4 做 whisper large-v2 实时转写，并发到 20 路就开始延迟堆积，卡的问题还是得 batch": the card's
real-time streams batched (the capacity tool, as a serving pick sizes them) and one at a time (the
speed at batch 1) are set against the streams seen. Past the batched figure the queue is
expected; between the two, batching is the fix; under both, the server is at fault. Pure.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.media_capacity import MediaCapacity
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.kinds.workload_plans import media_args, plan_workload_capacity
from assistant.messages import stream_queue as say
from assistant.messages.core import Param
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox

STREAMED = ("speech",)
"""Workload families served as real-time streams whose queue is sized here."""


def _streams_seen(query: Query) -> int | None:
    return query.streams_target or query.users


def plan_stream_queue(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The card's real-time streams batched and one at a time, for a stream server's queue."""
    if query.workload_id is None or query.workload_family not in STREAMED or not query.gpus:
        return []
    seen = _streams_seen(query)
    if seen is None:
        return []
    target = query.model_copy(update={"streams_target": seen})
    single = {**media_args(query), "batch": 1}
    gpu = query.gpus[0].gpu_id
    return [
        *plan_workload_capacity(target, tools),
        tools.call("estimate_workload_speed", gpu=gpu, **single),
    ]


def compose_stream_queue(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Lead with the streams the card keeps up with against those seen; False if none sized."""
    caps = [c.typed(MediaCapacity) for c in calls if c.tool == "estimate_workload_capacity"]
    speeds = [c.typed(MediaSpeedEstimate) for c in calls if c.tool == "estimate_workload_speed"]
    cap, speed = next(iter(caps), None), next(iter(speeds), None)
    seen = _streams_seen(draft.query)
    if cap is None or cap.unit != "audio_streams" or seen is None or speed is None:
        return False
    rtf = speed.real_time_factor
    single = math.floor(1 / rtf) if rtf else 0
    batched = math.floor(cap.per_gpu)
    gpu = draft.gpu_name(cap.gpu_id)
    args: dict[str, Param] = {
        "setup": f"1 × {gpu} {draft.spec(cap.gpu_id)}".strip(),
        "model": draft.catalog.workloads[cap.workload_id].name,
        "seen": seen,
        "single": single,
        "batched": batched,
        "batch": cap.batch,
    }
    if seen > batched:
        need = math.ceil(seen / batched) if batched else cap.gpus
        draft.add(say.PAST_CAPACITY(**args, need=need, gpu=gpu).render(draft.lang))
    elif seen > single:
        draft.add(say.UNBATCHED(**args).render(draft.lang))
    else:
        draft.add(say.WITHIN_CAPACITY(**args).render(draft.lang))
    return True


__all__ = ["compose_stream_queue", "plan_stream_queue"]
