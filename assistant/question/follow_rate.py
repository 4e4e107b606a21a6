"""An image rate said alone in a follow-up ("峰值翻倍到每分钟 80 张呢", "and 120 images a minute?").

The follow-up names no media model of its own, so the workload reader read no rate; read
against the earlier image job, it is that job's new rate, everything else kept. Pure.
"""

from __future__ import annotations

from assistant.models import Query
from assistant.question.workload_slots import _rate as images_per_minute


def rate_for_the_same_job(previous: Query, new: Query, text: str) -> dict[str, object]:
    """The images per minute a follow-up moves the earlier image job to, or nothing."""
    media = previous.workload_family in ("image", "video") and previous.workload_id is not None
    if not media or new.workload_id is not None or new.images_per_minute_target is not None:
        return {}
    rate = images_per_minute(text)
    return {} if rate is None else {"images_per_minute_target": rate}


__all__ = ["rate_for_the_same_job"]
