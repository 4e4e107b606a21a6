"""GPU-hours per unit of work, from a media workload's speed on one card; pure.

A rented card is billed by the hour, so the cheaper card for a job is the one whose hourly
rate times the hours it takes per unit of work is lower, not the one with the lower rate or
the higher speed alone. The unit follows what the speed measures: an hour of audio for speech
(real-time factor), a thousand images for image and vision inference, a video, a thousand
training steps (or images trained), or the whole job when its size was given.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from assistant.calc.media_speed import MediaSpeedEstimate

WorkUnit = Literal["audio_hour", "k_images", "video", "k_steps", "job"]

SECONDS_PER_HOUR = 3600.0
PER_THOUSAND = 1000.0


class WorkHours(BaseModel):
    """The GPU-hours one card takes per unit of work."""

    gpu_id: str
    unit: WorkUnit
    gpu_hours: float


def gpu_hours_per_unit(speed: MediaSpeedEstimate) -> WorkHours | None:
    """GPU-hours per unit of the work ``speed`` times, or None when it times none."""
    hours: float | None = None
    unit: WorkUnit = "k_images"
    if speed.job_hours is not None:
        hours, unit = speed.job_hours * speed.cards, "job"
    elif speed.train_it_per_s:
        hours, unit = PER_THOUSAND / speed.train_it_per_s / SECONDS_PER_HOUR, "k_steps"
    elif speed.train_images_per_s:
        hours = PER_THOUSAND / speed.train_images_per_s / SECONDS_PER_HOUR
    elif speed.real_time_factor is not None:
        hours, unit = speed.real_time_factor, "audio_hour"
    elif speed.seconds_per_video is not None:
        hours, unit = speed.seconds_per_video / SECONDS_PER_HOUR, "video"
    elif speed.images_per_s:
        hours = PER_THOUSAND / speed.images_per_s / SECONDS_PER_HOUR
    elif speed.seconds_per_image is not None:
        hours = speed.seconds_per_image * PER_THOUSAND / SECONDS_PER_HOUR
    elif speed.latency_ms is not None:
        hours = speed.latency_ms / 1000 * PER_THOUSAND / SECONDS_PER_HOUR
    if hours is None or hours <= 0:
        return None
    return WorkHours(gpu_id=speed.gpu_id, unit=unit, gpu_hours=hours)


__all__ = ["WorkHours", "WorkUnit", "gpu_hours_per_unit"]
