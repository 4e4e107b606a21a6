"""How many GPUs a serving target needs for an image, video, vision or speech workload; pure.

The target is a rate the service must keep up with: images (or videos) a minute at peak,
concurrent real-time audio streams (speech), or camera streams at a frame rate (vision). One
card's rate comes from ``calc.media_speed``; the cards needed are ``ceil(target / per card)``.

* Images and videos: one request at a time (batch 1), the card's images a minute.
* Speech: streams are cut into chunks and transcribed in batches (faster-whisper's batched
  pipeline). The real-time factor at batch ``b`` is the batch-1 one over ``b^0.63`` (its
  benchmark: 8 streams in 17 s where one took 63 s), so one card keeps up with ``1 / RTF_b``
  real-time streams. The batch is the largest up to 8 (the largest measured) whose memory fits.
* Vision: frames from several cameras share one batch (8, or fewer if memory says so); one
  card keeps up with its images a second over the frames a second of one camera.

The limit is compute unless memory kept the batch below the measured one.
"""

from __future__ import annotations

import math
from typing import Literal

from pydantic import BaseModel, Field

from assistant.calc.media import MediaJob, MediaMemoryEstimate, estimate_media_memory
from assistant.calc.media_pick import first_fit
from assistant.calc.media_speed import MediaSpeedEstimate, estimate_media_speed
from assistant.catalog.workload_specs import WorkloadSpec
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import media_jobs as jobs_say
from assistant.messages import workloads as say
from assistant.models import GPU

STREAM_BATCH = 8
"""Streams (or camera frames) batched per call: the largest batch faster-whisper measured."""
DEFAULT_FPS = 30.0
"""Frames a second of one camera stream when none is stated (the usual camera rate)."""
HEADROOM = 0.9
"""A batch fits when its peak is at most 90% of usable memory (the rule picks use)."""

CapacityUnit = Literal["images_per_minute", "videos_per_minute", "audio_streams", "camera_streams"]


class MediaCapacity(BaseModel):
    """What one card sustains for a workload, and the cards a target needs."""

    workload_id: str
    gpu_id: str
    family: str
    unit: CapacityUnit
    per_gpu: float = Field(description="units one card sustains (streams are whole)")
    target: float | None = Field(default=None, description="the rate asked for; None: none")
    gpus: int = Field(description="cards needed for the target, or the cards asked about")
    total: float = Field(description="units ``gpus`` cards sustain")
    batch: int
    fps: float | None = None
    limit: Literal["compute", "memory"]
    fits: bool
    speed: MediaSpeedEstimate
    memory: MediaMemoryEstimate
    assumptions: list[Message] = Field(default_factory=list)


def _unit(spec: WorkloadSpec) -> CapacityUnit:
    """What a card's capacity is counted in: streams, videos or images a minute.

    A vision model timed per image from a measurement, with no FLOP count (SAM: an image
    encoded once, then prompted), counts in images a minute, not camera streams.
    """
    if spec.family == "vision" and spec.gflops is None:
        return "images_per_minute"
    return {
        "speech": "audio_streams",
        "vision": "camera_streams",
        "video": "videos_per_minute",
    }.get(spec.family, "images_per_minute")  # type: ignore[return-value]


def _largest_batch(spec: WorkloadSpec, gpu: GPU, job: MediaJob) -> tuple[int, MediaMemoryEstimate]:
    """The largest batch up to ``STREAM_BATCH`` that fits with headroom (1 when none does)."""
    for batch in (STREAM_BATCH, 4, 2):
        memory = estimate_media_memory(spec, gpu, job.model_copy(update={"batch": batch}))
        if memory.peak_gb <= memory.usable_gb * HEADROOM:
            return batch, memory
    return 1, estimate_media_memory(spec, gpu, job.model_copy(update={"batch": 1}))


def media_capacity(
    spec: WorkloadSpec,
    gpu: GPU,
    job: MediaJob,
    *,
    base: WorkloadSpec | None = None,
    target: float | None = None,
    fps: float | None = None,
    count: int = 1,
    per_minute: bool = False,
) -> MediaCapacity:
    """One card's sustained rate for ``job`` and the cards ``target`` needs (else ``count``'s).

    ``target`` is images (videos) a minute, or concurrent streams for speech and vision;
    ``fps`` is one camera's frames a second (30 when not stated). ``per_minute``: the target is
    images a minute even for a vision model counted in cameras ("an API at 3000 images/s"),
    its requests batched as a camera's frames are.

    Raises:
        UsageError: a training job, or one card cannot keep up with a single stream.
    """
    if job.method != "inference":
        raise UsageError(say.CAPACITY_IS_FOR_SERVING())
    unit = _unit(spec)
    batched = unit == "camera_streams" and per_minute  # images through an API, batched
    unit = "images_per_minute" if batched else unit
    notes: list[Message] = []
    streaming = unit in ("audio_streams", "camera_streams")
    if streaming or batched:
        batch, memory = _largest_batch(spec, gpu, job)
    else:
        batch = job.batch
        memory = estimate_media_memory(spec, gpu, job)
        if not memory.fits and job.precision is None:
            # "flux dev on 4090s for 20 people": bf16 does not fit a 24 GB card, and nobody runs
            # it so; the rate is the mildest setting's that does (as the pick sizes a card)
            found = first_fit(spec, gpu, job)
            setting = found[0] if found is not None else None
            if found is not None and setting is not None:
                job, memory = found[1], found[2]
                notes.append(jobs_say.CAPACITY_SETTING(setting=setting))
    speed = estimate_media_speed(spec, gpu, job.model_copy(update={"batch": batch}), base=base)
    rate = _per_gpu(unit, speed, fps or DEFAULT_FPS)
    if unit == "audio_streams":
        notes.append(say.CAPACITY_SPEECH(batch=batch, rtf=speed.real_time_factor or 0.0))
    elif unit == "camera_streams":
        if fps is None:
            notes.append(say.CAPACITY_FPS_DEFAULT(fps=DEFAULT_FPS))
        notes.append(say.CAPACITY_CAMERAS(batch=batch, rate=speed.images_per_s or 0.0))
    elif batched:
        notes.append(say.CAPACITY_IMAGES_BATCHED(batch=batch, rate=speed.images_per_s or 0.0))
    else:
        notes.append(say.CAPACITY_ONE_AT_A_TIME())
    per_gpu = math.floor(rate) if streaming else rate
    if per_gpu <= 0:
        raise UsageError(say.CAPACITY_TOO_SLOW(gpu=gpu.name, workload=spec.name))
    gpus = max(1, math.ceil(target / per_gpu - 1e-9)) if target else max(1, count)
    held = streaming and batch < STREAM_BATCH  # memory kept the batch below the measured one
    limit: Literal["compute", "memory"] = "memory" if held else "compute"
    return MediaCapacity(
        workload_id=spec.id,
        gpu_id=gpu.id,
        family=spec.family,
        unit=unit,
        per_gpu=round(per_gpu, 2),
        target=target,
        gpus=gpus,
        total=round(per_gpu * gpus, 2),
        batch=batch,
        fps=(fps or DEFAULT_FPS) if unit == "camera_streams" else None,
        limit=limit,
        fits=memory.fits,
        speed=speed,
        memory=memory,
        assumptions=[*notes, *speed.assumptions],
    )


def _per_gpu(unit: CapacityUnit, speed: MediaSpeedEstimate, fps: float) -> float:
    """Units one card sustains: images or videos a minute, real-time streams, camera streams."""
    if unit == "audio_streams":
        return 1 / speed.real_time_factor if speed.real_time_factor else 0.0
    if unit == "camera_streams":
        return (speed.images_per_s or 0.0) / fps
    if unit == "videos_per_minute":
        return 60 / speed.seconds_per_video if speed.seconds_per_video else 0.0
    if speed.images_per_minute is None and speed.images_per_s:  # a vision model's rate
        return speed.images_per_s * 60
    return speed.images_per_minute or 0.0


__all__ = ["DEFAULT_FPS", "STREAM_BATCH", "MediaCapacity", "media_capacity"]
