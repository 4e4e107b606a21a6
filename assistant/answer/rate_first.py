"""A rate asked outright leads, even where a job size stated gives the job's time too.

"ms per image? I have 50k images to pre-label", "每张几秒，一共两万张": the question asks the
rate; the images counted say why. The job's time follows the rate in the same sentence. A time
asked ("how long", "多久") or a deadline keeps the job's time first, unless it is one item's
("单条几分钟", "how long per clip"). Pure.
"""

from __future__ import annotations

from collections.abc import Callable

from assistant.answer.compose import Draft, say
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.models import Query


def rate_asked_first(query: Query) -> bool:
    """Whether the rate, not the job's time, is what ``query`` asks of a sized job."""
    if query.item_time_asked:  # "60 条片子，单条几分钟": one clip's time, then the job's
        return True
    timed = query.asks_duration or query.deadline_hours is not None
    return query.workload_ask == "rate" and not timed and query.answer_asked != "duration"


def rate_led(
    draft: Draft, speed: MediaSpeedEstimate, phrase: Callable[[Draft, MediaSpeedEstimate], str]
) -> str:
    """``phrase`` of ``speed``: the rate first when that is asked, the job's time after it."""
    job = phrase(draft, speed)
    if speed.job_hours is None or not rate_asked_first(draft.query):
        return job
    rate = phrase(draft, speed.model_copy(update={"job_hours": None}))
    if not rate:
        return job
    return say(draft.lang, f"{rate}; {job}", f"{rate}；{job}")


__all__ = ["rate_asked_first", "rate_led"]
