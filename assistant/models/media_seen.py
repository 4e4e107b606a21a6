"""A media job's speed as the asker sees it on their own card: a time, a rate or a factor.

A time per image, frames a second, or the processing time over the audio's (real-time factor).

"30 步一张 12 秒左右，正常吗", "~45 fps at 640, does that look right", "1 h of audio in 50 s": the
figure is read once by the parser (``question.media_seen``) and judged against the workload
speed estimate by the troubleshooting answer (``answer.media_judged``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

MediaSeenUnit = Literal[
    "seconds_per_item", "seconds_per_step", "frames_per_s", "images_per_s", "real_time_factor"
]
"""Seconds per image (or clip), seconds per denoising step (a sampler's "8 it/s", "6 s/it"),
frames a second, images a second (a vision model's throughput, trained or run: "1900 img/s"),
or processing time over audio time."""


class MediaSeen(BaseModel):
    """One speed seen of an image, video, vision or speech job."""

    unit: MediaSeenUnit
    value: float
    """In ``unit``: 12.0 seconds an image, 0.125 s a step (8 it/s), 45.0 frames a second, 0.1
    (ten times real time)."""


class SeenMarkers(BaseModel):
    """The media speed seen, as a field ``Query`` inherits (through ``QueryMarkers``)."""

    media_seen: MediaSeen | None = None
    """A media job's speed the asker sees on their card, judged against the estimate."""
    too_big_asked: bool = False
    """An out-of-memory error asked whether the model is simply too big for the card ("is it
    just too big, or a gpu-memory-utilization thing?", "是模型太大还是参数没调"): yes or no."""


__all__ = ["MediaSeen", "MediaSeenUnit", "SeenMarkers"]
