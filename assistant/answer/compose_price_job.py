"""The job a price answer prices, said after its lead: hours, tokens, images or audio; pure.

A price asked for a stated job ("fine-tune on 500M tokens", "render 2,000 images") gives the
job's duration beside the price, so the total is read as the price of that job.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_choice import task_text
from assistant.answer.compose_llmcalc import duration_sentence, time_span
from assistant.answer.compose_speed import token_job_sentence
from assistant.answer.compose_workload import speed_phrase
from assistant.calc.duration import JobDuration
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.calc.recommend import Recommendation
from assistant.messages import as_sentence
from assistant.messages.scale_out import PRICED_SCALED_OUT
from assistant.messages.workloads import AUDIO_JOB, IMAGE_JOB, IMAGE_JOB_SHARED, WORKLOAD_JOB
from assistant.models import ToolCall
from assistant.question.scale_out import span_days


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


def scaled_out_note(draft: Draft, calls: Sequence[ToolCall]) -> str | None:
    """Why a long job with no GPU named is priced on many SXM cards, not the cheapest setup.

    The planner records the scaled-out pick and its timing first, then the cheapest setup that
    holds the job and its timing (``plan_cost``); None when the calls are not that pair.
    """
    picks = [c.typed(Recommendation) for c in calls if c.tool == "recommend_setup"]
    timed = [c.typed(JobDuration) for c in calls if c.tool == "estimate_job_duration"]
    if len(picks) < 2 or len(timed) < 2 or picks[1] is None or timed[0] is None:
        return None
    slow, slow_time, fast = picks[1].pick, timed[1], timed[0]
    if slow is None or slow_time is None or slow_time.gpu_id != slow.gpu_id:
        return None
    gpu = f"{draft.gpu_name(fast.gpu_id)} {draft.spec(fast.gpu_id)}".strip()
    note = PRICED_SCALED_OUT(
        task=task_text(draft, picks[1].method, picks[1].model_id, picks[1].precision),
        slow_setup=f"{slow.count} × {draft.gpu_name(slow.gpu_id)}",
        slow_span=time_span(slow_time.hours, draft.lang),
        count=fast.count,
        gpu=gpu,
        span=span_days(draft.lang),
    )
    return note.render(draft.lang)


__all__ = ["job_timed", "scaled_out_note"]
