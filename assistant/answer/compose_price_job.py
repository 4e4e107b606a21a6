"""The job a price answer prices, said after its lead: hours, tokens, images or audio; pure.

A price asked for a stated job ("fine-tune on 500M tokens", "render 2,000 images") gives the
job's duration beside the price, so the total is read as the price of that job.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_llmcalc import duration_sentence
from assistant.answer.compose_speed import token_job_sentence
from assistant.answer.compose_workload import speed_phrase
from assistant.calc.duration import JobDuration
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.messages import as_sentence
from assistant.messages.workloads import AUDIO_JOB, IMAGE_JOB, IMAGE_JOB_SHARED, WORKLOAD_JOB
from assistant.models import ToolCall


def job_timed(draft: Draft, calls: Sequence[ToolCall], at: int) -> None:
    """The stated job's hours, after the price lead: what the total is the price of."""
    timed = (c.typed(JobDuration) for c in calls if c.tool == "estimate_job_duration")
    duration = next(timed, None)
    if duration is not None:
        draft.paragraphs.insert(at, duration_sentence(draft, duration))
        draft.assume(*duration.assumptions)
        return
    tokens = token_job_sentence(draft, calls)  # "LoRA on 500M tokens": the job priced, echoed
    if tokens is not None:
        draft.paragraphs.insert(at, tokens)
    speed = next((c for c in calls if c.tool == "estimate_workload_speed"), None)
    out = speed.typed(MediaSpeedEstimate) if speed is not None else None
    if speed is None or out is None or not out.job_hours:
        return
    if not out.seconds_per_image or not speed.input.get("images"):
        rate = speed_phrase(draft, out.model_copy(update={"job_hours": None}))
        phrase = speed_phrase(draft, out)
        name = draft.catalog.workloads[out.workload_id].name
        audio = speed.input.get("audio_hours")
        job = (
            AUDIO_JOB(workload=name, audio=float(audio), phrase=phrase, rate=rate)
            if isinstance(audio, int | float)
            else WORKLOAD_JOB(workload=name, phrase=phrase, rate=rate)
        )
        draft.paragraphs.insert(at, as_sentence(job, draft.lang))
        draft.assume(*out.assumptions)
        return
    count = draft.query.gpus[0].count if draft.query.gpus else 1
    images = int(speed.input["images"])
    job = IMAGE_JOB(images=images, each=out.seconds_per_image, hours=out.job_hours)
    if count > 1:
        job = IMAGE_JOB_SHARED(job=job, count=count, wall=out.job_hours / count)
    draft.paragraphs.insert(at, as_sentence(job, draft.lang))
    draft.assume(*out.assumptions)


__all__ = ["job_timed"]
