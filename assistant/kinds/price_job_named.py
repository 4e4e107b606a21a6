"""The job a price answer prices, named beside the hours the user gave for it.

"微调 qwen2.5 14b 要跑两天，总共多少钱", "300 Wan 2.1 14B clips at 720p, ~12 min each": the hours
are the user's, and the price is for them; the model (and the picture size of a media job)
those hours run is said with them, so the answer keeps what the question priced.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.kinds.owning_workload import workload_on_owned, workload_on_owned_line
from assistant.messages.job_priced import JOB_PRICED_FOR_HOURS
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox

SIZED = "estimate_workload_memory"


def _job_named(draft: Draft) -> str | None:
    """The model or media job the hours run ("Qwen2.5-14B", "Wan2.1 T2V 14B at 720p")."""
    query = draft.query
    if query.model_id is not None:
        return draft.model_name(query.model_id)
    workload = draft.catalog.workloads.get(query.workload_id or "")
    if workload is None:
        return None
    if query.media_height is not None and workload.family in ("video", "vision"):
        return f"{workload.name} @ {query.media_height}p"
    if query.media_width is not None and query.media_height is not None:
        return f"{workload.name} @ {query.media_width}x{query.media_height}"
    return workload.name


def note_job_priced(draft: Draft) -> None:
    """Say the job the user's hours are for, when the price is for hours they gave."""
    hours = draft.query.duration_hours
    job = _job_named(draft)
    if hours is None or job is None:
        return
    draft.assume(JOB_PRICED_FOR_HOURS(hours=hours, job=job))


def job_sized_on_rental(query: Query, tools: Toolbox, calls: Sequence[ToolCall]) -> ToolCall | None:
    """The media job the user's hours are for, sized on the card rented for them.

    "算家云 5090 一小时多少钱？想租来测 flux 出图速度，先跑 3 小时": the hours are the user's, so
    nothing times the job; whether FLUX fits on the card rented is said beside its price.
    """
    # "… if my yolo11n service runs 10 hours a day": a month of use, the service sized likewise
    hours = (
        query.duration_hours if query.duration_hours is not None else query.usage_hours_per_month
    )
    if query.workload_id is None or hours is None:
        return None
    if any(c.tool.startswith("estimate_workload") for c in calls):
        return None  # the job timed already
    priced = next((c for c in calls if c.tool == "price_job" and c.input.get("gpu")), None)
    return workload_on_owned(query, tools, str(priced.input["gpu"])) if priced else None


def split_sized(calls: Sequence[ToolCall]) -> tuple[list[ToolCall], ToolCall | None]:
    """The price calls, and the job sized on the rented card last (``job_sized_on_rental``)."""
    if calls and calls[-1].tool == SIZED:
        return list(calls[:-1]), calls[-1]
    return list(calls), None


def note_job_sized(draft: Draft, sized: ToolCall | None) -> None:
    """Whether the job fits on the card rented, after the price."""
    line = workload_on_owned_line(draft, [sized]) if sized is not None else ""
    if line:  # right after the price it is for
        draft.paragraphs.insert(min(1, len(draft.paragraphs)), line)


__all__ = ["job_sized_on_rental", "note_job_priced", "note_job_sized", "split_sized"]
