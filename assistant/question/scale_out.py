"""How many GPUs a training job needs to finish within a span: whole servers above one server.

Shared by the duration plan (a deadline asked with "how many", or a long job with no GPU named)
and the price plan (a long job priced with no GPU named). Pure: the job is timed by the caller's
``timer``, which makes the recorded tool call.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from assistant.models import ToolCall

NODE = 8
"""GPUs per server: a count above one server is rounded up to whole servers."""
MAX_TRIES = 6
"""Times a count is grown when the first guess falls short: doubled while the job does not fit
in memory, a card (then a server) at a time while it only runs over."""
LONG_JOB_HOURS = 30 * 24.0
"""A job with no GPU named that runs longer than this on one setup is scaled out to finish
within it: nobody plans a pre-training run of years on one box."""

CountTimer = Callable[[int], tuple[ToolCall, float, bool] | None]
"""Times the job on ``count`` GPUs: the call made, its wall hours and whether it fits memory."""


def span_days(lang: str) -> str:
    """``LONG_JOB_HOURS`` as the answer says it: "30 days", "30 天"."""
    days = round(LONG_JOB_HOURS / 24)
    return f"{days} days" if lang == "en" else f"{days} 天"


def whole_servers(count: int) -> int:
    """``count`` itself up to one server; above it, rounded up to whole servers of ``NODE``."""
    return count if count <= NODE else math.ceil(count / NODE) * NODE


def timed_within(timer: CountTimer, gpu_hours: float, span_hours: float) -> ToolCall | None:
    """The job timed on the fewest GPUs that finish within ``span_hours`` and hold it.

    The first guess divides the job's GPU-hours by the span; a guess that does not fit in memory
    doubles, one that still runs over (the speed per card falls as cards are added) grows by a
    card, then by a server, up to ``MAX_TRIES`` times. The last timing is returned either way:
    the answer states its hours, so a job that still runs over says so.
    """
    count = whole_servers(max(1, math.ceil(gpu_hours / span_hours)))
    last: ToolCall | None = None
    for _ in range(MAX_TRIES):
        timed = timer(count)
        if timed is None:
            break
        last, hours, fits = timed
        if hours <= span_hours and fits:
            break
        count = whole_servers(count * 2 if not fits else count + 1)
    return last


__all__ = [
    "LONG_JOB_HOURS",
    "NODE",
    "CountTimer",
    "span_days",
    "timed_within",
    "whole_servers",
]
