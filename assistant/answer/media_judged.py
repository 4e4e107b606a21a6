"""A media job's speed seen, judged against the estimate: the verdict of "is mine normal?".

"30 步一张 12 秒左右，这个速度算正常吗" on a 4060 Ti, "~45 fps on an Orin Nano, look right?",
"1 h of audio in 50 s on a 4070, 对吗": the workload speed tool times the job as stated (steps,
resolution, precision) and the lead says whether the figure seen is in line, faster, or slower
by how much, with the likely cause for the family; the verdict is that yes or no. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_symptom import SEEN_IN_LINE
from assistant.calc.media import MediaMemoryEstimate
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.messages import media_seen as say
from assistant.messages.core import Message
from assistant.models import Query, ToolCall
from assistant.models.media_seen import MediaSeen
from assistant.question.tools import Toolbox

IN_LINE = SEEN_IN_LINE
"""A speed seen at 60% of the estimate or more is in line with it (the LLM rule's margin)."""
ABOVE = 1.0 / IN_LINE
"""A speed seen this many times the estimate or more is faster than the estimate assumes."""
FAR_ABOVE = 3.0
"""A speed seen this many times the estimate is past what the card does: measured otherwise."""
_CAUSES = {"vision": say.CAUSE_VISION, "speech": say.CAUSE_SPEECH}


def plan_media_seen(
    query: Query, tools: Toolbox, args: dict[str, object], size: dict[str, object]
) -> list[ToolCall]:
    """``estimate_workload_speed`` of the job as stated, when a speed seen is to be judged."""
    if query.media_seen is None or not query.gpus or query.workload_id is None:
        return []
    return [tools.call("estimate_workload_speed", gpu=query.gpus[0].gpu_id, **args, **size)]


def _expected(seen: MediaSeen, est: MediaSpeedEstimate) -> float | None:
    """The estimate in the unit of the figure seen."""
    if seen.unit == "real_time_factor":
        return est.real_time_factor
    if seen.unit == "seconds_per_step":
        return est.seconds_per_step
    if seen.unit == "frames_per_s":
        if est.latency_ms:
            return 1000.0 / est.latency_ms
        return est.images_per_s
    if seen.unit == "images_per_s":  # trained ("1900 img/s on ImageNet") or run in batches
        return est.train_images_per_s or est.images_per_s
    return est.seconds_per_image or est.seconds_per_video


def _spilled(calls: Sequence[ToolCall]) -> bool:
    """Whether the job does not fit the card: offloaded, its speed is the transfers' (said)."""
    sized = (c.typed(MediaMemoryEstimate) for c in calls if c.tool == "estimate_workload_memory")
    return any(m is not None and not m.fits for m in sized)


def _figure(seen: MediaSeen, value: float, clip: bool) -> Message:
    if seen.unit == "real_time_factor":
        return say.AUDIO(minutes=value * 60, rtf=value)
    if seen.unit == "frames_per_s":
        return say.FRAMES(fps=value)
    if seen.unit == "images_per_s":
        return say.IMAGES(rate=value)
    if seen.unit == "seconds_per_step":  # a sampler's figure, as it prints it
        return say.STEP_RATE(rate=1 / value) if value < 1 else say.STEP_TIME(seconds=value)
    return say.PER_CLIP(seconds=value) if clip else say.PER_ITEM(seconds=value)


def judge_media_seen(draft: Draft, calls: Sequence[ToolCall]) -> bool | None:
    """Lead with the speed seen against the estimate; True in line, False slow, None unjudged."""
    seen = draft.query.media_seen
    est = next(
        (
            e
            for c in calls
            if c.tool == "estimate_workload_speed" and (e := c.typed(MediaSpeedEstimate))
        ),
        None,
    )
    expected = _expected(seen, est) if seen is not None and est is not None else None
    if seen is not None and _spilled(calls):
        # "6 s/it, something wrong?" with the job not fitting: that is the offloaded job's
        # speed, as expected (yes), and the offload lead (``compose_symptom``) says why
        draft.verdict = "yes"
        return None
    if seen is None or est is None or not expected:
        return None
    # speed, not time: frames a second grow with it, seconds an image and the factor shrink
    faster = seen.unit in ("frames_per_s", "images_per_s")  # rates, not times
    ratio = seen.value / expected if faster else expected / seen.value
    spec = draft.catalog.workloads.get(est.workload_id)
    clip = est.seconds_per_image is None and est.seconds_per_video is not None
    values: dict[str, object] = dict(
        seen=_figure(seen, seen.value, clip),
        expected=_figure(seen, expected, clip),
        job=spec.name if spec is not None else est.workload_id,
        gpu=draft.gpu_name(est.gpu_id),
    )
    if ratio >= FAR_ABOVE:  # "someone claims 2000 fps": not this card's speed as stated
        draft.verdict = "no"
        draft.add(f"**{say.FAR_ABOVE(ratio=ratio, **values).render(draft.lang)}**")  # type: ignore[arg-type]
        return False
    if ratio >= IN_LINE:
        draft.verdict = "yes"
        lead = (say.ABOVE if ratio >= ABOVE else say.IN_LINE)(**values)  # type: ignore[arg-type]
        draft.add(f"**{lead.render(draft.lang)}**")
        return True
    if draft.query.fault_asked:  # "只有 3 it/s，是不是显卡有问题": the fault lead (slow_judged)
        return None
    draft.verdict = "no"
    trained = est.train_images_per_s is not None and seen.unit == "images_per_s"
    cause = (say.CAUSE_TRAINING if trained else _CAUSES.get(est.family, say.CAUSE_IMAGE))()
    lead = say.BELOW(ratio=1.0 / ratio, cause=cause, **values)  # type: ignore[arg-type]
    draft.add(f"**{lead.render(draft.lang)}**")
    return False


__all__ = ["judge_media_seen", "plan_media_seen"]
