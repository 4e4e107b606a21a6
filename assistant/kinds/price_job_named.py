"""The job a price answer prices, named beside the hours the user gave for it.

"微调 qwen2.5 14b 要跑两天，总共多少钱", "300 Wan 2.1 14B clips at 720p, ~12 min each": the hours
are the user's, and the price is for them; the model (and the picture size of a media job)
those hours run is said with them, so the answer keeps what the question priced.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages.job_priced import JOB_PRICED_FOR_HOURS


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


__all__ = ["note_job_priced"]
