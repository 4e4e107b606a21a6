"""A speed bar for a media pick: a card the user timed, and how many times faster to go.

"wan 2.1 720p takes 35 min a clip on my 3090, what card gets it under 10": the user's own
time sets the ratio (3.5x), and the estimates set the bar: a card counts when its estimated
time per item is at most the timed card's estimate over that ratio. Measured times differ
from the estimates (settings, samplers, caches), so the ratio, not the raw minutes, is kept.
"""

from __future__ import annotations

from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.messages import Message
from assistant.messages import media_jobs as jobs_say


def item_seconds(speed: MediaSpeedEstimate | None) -> float | None:
    """Seconds one image or video takes in ``speed``, or None when it times neither."""
    if speed is None:
        return None
    return speed.seconds_per_video or speed.seconds_per_image


def _said(seconds: float) -> str:
    """A time as people say it: "35 min", "90 s", "1.5 h"."""
    if seconds >= 3600:
        return f"{seconds / 3600:.1f} h"
    if seconds >= 120:
        return f"{seconds / 60:.0f} min"
    return f"{seconds:.0f} s"


def speed_bar(
    reference: MediaSpeedEstimate | None, gpu_name: str, timed: float, target: float
) -> tuple[float, Message] | None:
    """The most seconds per item a card may take to be ``timed / target`` times the reference.

    None when the reference card has no time to scale (the workload is not timed per item).
    """
    ref = item_seconds(reference)
    if ref is None:
        return None
    speedup = timed / target
    limit = ref / speedup
    note = jobs_say.SPEED_BAR(
        speedup=speedup, gpu=gpu_name, said=_said(timed), target=_said(target),
        limit=_said(limit), ref=_said(ref),
    )  # fmt: skip
    return limit, note


__all__ = ["item_seconds", "speed_bar"]
