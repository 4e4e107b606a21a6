"""A speech service's daily load as real-time streams ("500 hours of audio a day, how many T4s").

Hours of audio a day spread over the day's 24 hours are that many streams running in real time
on average; the service's capacity is sized in those streams. Pure: typed ``Query`` fields.
"""

from __future__ import annotations

import math

from assistant.models import Query

HOURS_A_DAY = 24.0


def daily_audio_streams(query: Query) -> int | None:
    """Average real-time streams of the hours of audio said a day, or None.

    Only for a speech workload with no stream count stated and hours of audio a day stated.
    """
    daily = query.job_per == "day" and query.duration_hours is not None
    speech = query.workload_family == "speech" and query.streams_target is None
    if not (daily and speech) or not query.duration_hours:
        return None
    return max(1, math.ceil(query.duration_hours / HOURS_A_DAY))


MINUTES_A_DAY = HOURS_A_DAY * 60


def daily_images_per_minute(query: Query) -> float | None:
    """Images a minute on average of the images said a day ("一天要出 2 万张"), or None.

    Only for an image or video workload whose card count is asked, with no rate stated and
    the images said over one day (the day's images spread over its 1,440 minutes).
    """
    media = query.workload_family in ("image", "video") and query.workload_ask == "count"
    daily = query.duration_hours == HOURS_A_DAY or query.job_per == "day"  # "每天 500 条"
    daily = daily and query.samples is not None
    if not (media and daily) or query.images_per_minute_target or not query.samples:
        return None
    return round(query.samples / MINUTES_A_DAY, 1)


__all__ = ["HOURS_A_DAY", "MINUTES_A_DAY", "daily_audio_streams", "daily_images_per_minute"]
