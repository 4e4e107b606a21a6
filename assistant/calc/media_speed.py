"""Speed of image, video, vision and speech workloads on one GPU, from published anchors; pure.

A workload's anchor is one published measurement on one card. Another card's time is the
anchor's scaled by ``sqrt(tensor TFLOPS x memory bandwidth)`` of the two cards (diffusion and
convolutions are neither purely compute- nor purely bandwidth-bound); GeForce cards count at
their fp16 tensor rate. The exponent and the GeForce rule were chosen on the SD 1.5 batch-4
rows of the diffusers PyTorch 2.0 benchmark (calibration rows in
``tests/reference/published_workloads.yaml``); the held-out rows there test them.
"""

from __future__ import annotations

import math

from pydantic import BaseModel, Field

from assistant.calc.media import MediaJob, check_job, size_of
from assistant.catalog.workload_specs import Anchor, WorkloadSpec
from assistant.errors import UsageError
from assistant.messages import NOTHING, Message
from assistant.messages import media_jobs as jobs_say
from assistant.messages import workloads as say
from assistant.models import GPU

RESOLUTION_EXPONENT = {"image": 1.1, "video": 1.3}
"""Step time grows a little faster than pixels (attention is quadratic in tokens)."""
TRAIN_FACTOR = (3.0, 4.0)
"""Training step / forward pass: backward is ~2x the forward; recomputation adds one forward."""
YOLO_FIXED_MS_T4 = 1.33
YOLO_MS_PER_GFLOP_T4 = 0.05175
"""Least-squares fit of Ultralytics YOLO11 n-x TensorRT FP16 latencies on a T4 (1.5, 2.5, 4.7,
6.2, 11.3 ms at 6.5-194.9 GFLOPs)."""
FIXED_EXPONENT = 0.3
"""The fixed part shrinks as throughput^-0.3 (fitted on YOLOv8n and YOLOv8x on an A100)."""
T4_THROUGHPUT = math.sqrt(65.0 * 320.0)
RESNET_TRAIN_TFLOPS_PER_UNIT = 2470 * 3 * 8.2e-3 / math.sqrt(312.0 * 2039.0)
"""ResNet-50 AMP, 2470 img/s on one A100 80GB (NVIDIA DeepLearningExamples): effective training
TFLOPS per unit of sqrt(TFLOPS x GB/s)."""
SPEECH_RUNTIME_FACTOR = {
    "faster-whisper": 1.0,
    "whisper.cpp": 65 / 63,
    "transformers": 112 / 63,
    "openai-whisper": 143 / 63,
}
"""Time relative to faster-whisper, large-v2 fp16 beam 5 (faster-whisper benchmark table)."""
FP32_TO_TENSOR = 2.0
"""A card with no published tensor rate counts at twice its FP32 rate (``calc.rates``)."""
SPEECH_INT8_FACTOR = 59 / 63
SPEECH_BATCH_EXPONENT = 0.63
"""Batched faster-whisper: 8 streams took 17 s where one took 63 s (8^-0.63 = 0.27)."""


class MediaSpeedEstimate(BaseModel):
    """Time per image/step/video, throughput and job time for one workload on one GPU."""

    workload_id: str
    family: str
    gpu_id: str
    method: str
    seconds_per_step: float | None = None
    """Per image (or video) per denoising step; per training step for training."""
    seconds_per_image: float | None = None
    images_per_minute: float | None = None
    seconds_per_video: float | None = None
    train_it_per_s: float | None = None
    train_images_per_s: float | None = None
    latency_ms: float | None = None
    images_per_s: float | None = None
    """Inference throughput at ``batch`` (vision models: the fixed cost shared by the batch)."""
    batch: int = 1
    real_time_factor: float | None = None
    """Processing seconds per second of audio (0.1 = ten times faster than real time)."""
    job_hours: float | None = None
    cards: int = 1
    """Cards sharing an inference job's images or clips, each making its share side by side."""
    throughput_ratio: float = Field(description="this GPU's throughput over the anchor card's")
    assumptions: list[Message] = Field(default_factory=list)
    warnings: list[Message] = Field(default_factory=list)


def throughput(tflops: float, bandwidth: float, segment: str) -> float:
    """sqrt(tensor TFLOPS x GB/s), GeForce cards at their fp16 rate (twice fp32-accumulate)."""
    tensor = tflops * (2.0 if segment == "consumer" else 1.0)
    return math.sqrt(tensor * bandwidth)


def tensor_tflops(gpu: GPU) -> tuple[float, list[Message]]:
    """Dense fp16/bf16 tensor TFLOPS; with none published, twice the FP32 rate (as said).

    The same rule the LLM speed estimates use (``calc.rates.peak_tflops``); a card with
    neither figure cannot be timed.
    """
    if gpu.bf16_tflops is not None:
        return gpu.bf16_tflops, []
    if gpu.fp32_tflops is None:
        raise UsageError(say.NO_TENSOR_FIGURE(gpu=gpu.name))
    tflops = gpu.fp32_tflops * FP32_TO_TENSOR
    return tflops, [say.TENSOR_FROM_FP32(gpu=gpu.name, fp32=gpu.fp32_tflops, tflops=tflops)]


def gpu_throughput(gpu: GPU) -> float:
    """The card's throughput; a card with no tensor or FP32 figure cannot be timed."""
    return throughput(tensor_tflops(gpu)[0], gpu.memory_bandwidth_gb_s, gpu.segment)


def _anchor_throughput(a: Anchor) -> float:
    return throughput(a.gpu_tflops, a.gpu_bandwidth_gb_s, a.gpu_segment)


def estimate_media_speed(
    spec: WorkloadSpec,
    gpu: GPU,
    job: MediaJob,
    *,
    base: WorkloadSpec | None = None,
    images: int | None = None,
    epochs: float | None = None,
    train_steps: int | None = None,
    audio_hours: float | None = None,
    cards: int = 1,
) -> MediaSpeedEstimate:
    """Speed of ``job`` on ``gpu``; ``base`` is the ``speed_from`` sibling when there is one.

    ``images`` x ``epochs`` (vision training), ``images`` to generate (image inference, one
    after another at batch 1), ``train_steps`` (diffusion training) or ``audio_hours`` (speech)
    give the job time in hours. Images or clips to generate on ``cards`` cards are split among
    them, each card making its share (no communication), so the job takes the largest share.
    """
    check_job(spec, job)
    if spec.family == "speech" and job.method != "inference":
        raise UsageError(jobs_say.SPEECH_TRAIN_NO_SPEED(workload=spec.name))
    thr = gpu_throughput(gpu)
    estimated = tensor_tflops(gpu)[1]
    result = _estimate(spec, gpu, job, thr, base, images, epochs, train_steps, audio_hours)
    result = _split(result, job, images, cards)
    if cards > 1 and audio_hours and spec.family == "speech" and result.job_hours is not None:
        each = round(audio_hours / cards, 1)
        note = jobs_say.AUDIO_SPLIT(hours=audio_hours, cards=cards, each=each)
        update = {"job_hours": result.job_hours / cards, "cards": cards}
        result = result.model_copy(update={**update, "assumptions": [*result.assumptions, note]})
    if not estimated:
        return result
    return result.model_copy(update={"assumptions": [*estimated, *result.assumptions]})


def _split(
    result: MediaSpeedEstimate, job: MediaJob, images: int | None, cards: int
) -> MediaSpeedEstimate:
    """An inference job's images split across ``cards``: the hours of the largest share.

    A vision model trained on ``cards`` splits each batch among them (data parallel): its
    hours over the cards, at ideal scaling, said so.
    """
    trained = job.method != "inference" and result.family == "vision"
    if cards > 1 and trained and result.job_hours is not None:
        note = jobs_say.TRAINING_SPLIT(cards=cards)
        update = {"job_hours": result.job_hours / cards, "cards": cards}
        return result.model_copy(update={**update, "assumptions": [*result.assumptions, note]})
    generated = job.method == "inference" and result.family in ("image", "video")
    if cards <= 1 or not images or result.job_hours is None or not generated:
        return result
    each = math.ceil(images / cards)
    note = jobs_say.IMAGES_SPLIT(images=images, cards=cards, each=each)
    return result.model_copy(
        update={
            "job_hours": result.job_hours * each / images,
            "cards": cards,
            "assumptions": [*result.assumptions, note],
        }
    )


def _estimate(
    spec: WorkloadSpec,
    gpu: GPU,
    job: MediaJob,
    thr: float,
    base: WorkloadSpec | None,
    images: int | None,
    epochs: float | None,
    train_steps: int | None,
    audio_hours: float | None,
) -> MediaSpeedEstimate:
    if spec.family == "vision":
        return _vision(spec, gpu, job, thr, images, epochs, sibling=base)
    anchored = spec if spec.anchor is not None else base
    if anchored is None or anchored.anchor is None:
        raise UsageError(say.NO_SPEED_BASIS(workload=spec.name))
    a = anchored.anchor
    ratio = thr / _anchor_throughput(a)
    notes: list[Message] = [
        say.MEDIA_THROUGHPUT(
            anchor=f"{a.value:g} {a.metric}", gpu=a.gpu, source=a.source.url, ratio=ratio
        ),
    ]
    if gpu.segment == "consumer" or a.gpu_segment == "consumer":
        notes.append(say.CONSUMER_FP16())
    if spec.family == "speech":
        return _speech(spec, gpu, job, a.value / ratio, ratio, notes, audio_hours)
    scale = 1.0
    if anchored is not spec:
        scale = spec.params_of("denoiser") / anchored.params_of("denoiser")
        scale *= spec.guidance_passes / anchored.guidance_passes
        notes.append(say.SCALED_FROM_SIBLING(base=anchored.name, ratio=scale))
    width, height = size_of(spec, job)
    aw = a.width or a.resolution or width
    ah = a.resolution or height
    pixels = width * height / (aw * ah)
    frames = (job.frames or spec.frames or 1) / (a.frames or 1) if spec.family == "video" else 1
    exponent = RESOLUTION_EXPONENT[spec.family]
    notes.append(say.RESOLUTION_SCALING(exponent=exponent))
    step = a.value / ratio * scale * (pixels * frames) ** exponent
    if job.precision and job.precision not in ("fp16", "bf16", "fp32"):
        notes.append(say.QUANT_SPEED(precision=job.precision))
    out = MediaSpeedEstimate(
        workload_id=spec.id,
        family=spec.family,
        gpu_id=gpu.id,
        method=job.method,
        throughput_ratio=round(ratio, 4),
        assumptions=notes,
    )
    steps = job.steps or spec.steps or 1
    if job.method != "inference":
        measured = _measured_lora_step(spec, base, gpu_thr=thr, job=job, exponent=exponent)
        if measured is not None:  # a published run's step time, not inference's scaled
            per_step, note = measured
            notes = [note, *(n for n in notes if not n.is_(say.MEDIA_THROUGHPUT))]
        else:
            factor = TRAIN_FACTOR[1] if job.grad_checkpointing else TRAIN_FACTOR[0]
            per_step = step / spec.guidance_passes * factor * job.batch
            recompute = say.RECOMPUTE_NOTE() if job.grad_checkpointing else NOTHING()
            notes.append(say.TRAIN_STEP_COST(factor=factor, recompute=recompute))
            out.warnings.append(say.TRAIN_SPEED_UNCHECKED())
        if not train_steps and images and epochs:  # "40 images, 10 epochs": the trainer's steps
            train_steps = math.ceil(images * epochs / job.batch)
            notes.append(
                say.STEPS_FROM_IMAGES(
                    steps=train_steps, images=images, epochs=epochs, batch=job.batch
                )
            )
        elif not train_steps and images:  # "20 images" alone: a usual personalisation run
            train_steps = math.ceil(images * STEPS_PER_TRAINING_IMAGE / job.batch)
            notes.append(
                jobs_say.STEPS_PER_IMAGE_ASSUMED(
                    steps=train_steps, images=images, per_image=STEPS_PER_TRAINING_IMAGE
                )
            )
        hours = per_step * train_steps / 3600 if train_steps else None
        return out.model_copy(
            update={
                "seconds_per_step": round(per_step, 4),
                "train_it_per_s": round(1 / per_step, 3),
                "train_images_per_s": round(job.batch / per_step, 3),
                "job_hours": hours,
                "assumptions": notes,  # the model copied the list when built
            }
        )
    if job.batch == 1:
        out.warnings.append(say.BATCH_ONE_LAUNCH())
    notes.append(say.EXCLUDES_VAE())
    total = step * steps
    if spec.family == "video":
        if images:
            notes.append(say.CLIPS_JOB(clips=images, each=total))
        return out.model_copy(
            update={
                "seconds_per_step": round(step, 4),
                "seconds_per_video": round(total, 2),
                "job_hours": images * total / 3600 if images else None,
                "assumptions": notes,
            }
        )
    return out.model_copy(
        update={
            "seconds_per_step": round(step, 5),
            "seconds_per_image": round(total, 3),
            "images_per_minute": round(60 / total, 2),
            "job_hours": images * total / 3600 if images else None,
            "assumptions": notes,
        }
    )


def _measured_lora_step(
    spec: WorkloadSpec, base: WorkloadSpec | None, *, gpu_thr: float, job: MediaJob, exponent: float
) -> tuple[float, Message] | None:
    """Seconds per LoRA step from a published training run of this model or its sibling.

    Scaled like inference: by the card's throughput, the denoiser's size against the measured
    model's, the pixels against the measured side, and the batch. None when nothing was measured.
    """
    measured = next((w for w in (spec, base) if w is not None and w.train_anchor), None)
    if job.method != "lora" or measured is None or measured.train_anchor is None:
        return None
    a = measured.train_anchor
    ratio = gpu_thr / _anchor_throughput(a)
    width, height = size_of(spec, job)
    side = a.resolution or measured.resolution or width
    pixels = width * height / (side * side)
    size = spec.params_of("denoiser") / measured.params_of("denoiser")
    per_step = a.value / ratio * size * pixels**exponent * job.batch / a.batch
    note = jobs_say.TRAIN_STEP_MEASURED(
        value=a.value, gpu=a.gpu, runtime=a.runtime, side=side, batch=a.batch,
        source=a.source.url, ratio=ratio,
    )  # fmt: skip
    return per_step, note


STEPS_PER_TRAINING_IMAGE = 100
"""Steps an image-model LoRA or DreamBooth run takes per training image when neither steps nor
epochs are said: diffusers' DreamBooth LoRA examples (SD 1.5 and SDXL) train 5 images for
``--max_train_steps=500``, and kohya-style repeats x epochs land near the same (10 x 10)."""

YOLO_DEFAULT_EPOCHS = 100
"""Epochs a YOLO run trains when none is said: Ultralytics' ``epochs=100`` default."""


def _vision(
    spec: WorkloadSpec,
    gpu: GPU,
    job: MediaJob,
    thr: float,
    images: int | None,
    epochs: float | None,
    sibling: WorkloadSpec | None = None,
) -> MediaSpeedEstimate:
    if spec.gflops is None:
        return _vision_measured(spec, gpu, job, thr, images, epochs, sibling)
    width, height = size_of(spec, job)
    gflops = spec.gflops * width * height / ((spec.resolution or width) ** 2)
    base = MediaSpeedEstimate(
        workload_id=spec.id,
        family=spec.family,
        gpu_id=gpu.id,
        method=job.method,
        throughput_ratio=round(thr / T4_THROUGHPUT, 4),
    )
    if job.method == "inference":
        fixed = YOLO_FIXED_MS_T4 * (T4_THROUGHPUT / thr) ** FIXED_EXPONENT
        tflops = thr / T4_THROUGHPUT / YOLO_MS_PER_GFLOP_T4
        ms = fixed + gflops / tflops
        batch_ms = fixed + job.batch * gflops / tflops  # the fixed cost is paid once a batch
        per_s = job.batch * 1000 / batch_ms
        return base.model_copy(
            update={
                "latency_ms": round(ms, 3),
                "images_per_s": round(per_s, 1),
                "batch": job.batch,
                "job_hours": images / per_s / 3600 if images else None,  # images to run through
                "assumptions": [
                    say.VISION_LATENCY(fixed=fixed, gflops=round(gflops, 1), tflops=tflops),
                    *([jobs_say.VISION_RUN(images=images, rate=per_s)] if images else []),
                ],
            }
        )
    tflops = RESNET_TRAIN_TFLOPS_PER_UNIT * thr
    rate = tflops * 1e3 / (3 * gflops)
    # no epoch count: YOLO trains Ultralytics' default run, other vision models one epoch
    yolo = spec.id.startswith("yolo")
    runs = epochs or (YOLO_DEFAULT_EPOCHS if yolo else 1)
    hours = images * runs / rate / 3600 if images else None
    notes: list[Message] = [say.VISION_TRAIN_RATE(tflops=tflops)]
    if images:  # the job as sized, and the epochs taken when none was said
        default = jobs_say.YOLO_EPOCHS_ASSUMED if yolo else jobs_say.ONE_EPOCH_ASSUMED
        assumed = default(epochs=runs) if epochs is None else NOTHING()
        notes.append(jobs_say.VISION_JOB(images=images, epochs=runs, rate=rate, assumed=assumed))
    return base.model_copy(
        update={"train_images_per_s": round(rate, 1), "job_hours": hours, "assumptions": notes}
    )


def _vision_measured(
    spec: WorkloadSpec,
    gpu: GPU,
    job: MediaJob,
    thr: float,
    images: int | None,
    epochs: float | None,
    base: WorkloadSpec | None,
) -> MediaSpeedEstimate:
    """A vision model with no FLOP count, from a published time per image (its own or a sibling's).

    The model resizes every input to its own size (SAM: 1024 px), so only the card scales it; a
    sibling's time (SAM ViT-B from ViT-H) scales by the image encoders' parameters. Training
    takes ``TRAIN_FACTOR[0]`` times an inference pass per image, over ``epochs`` (one unsaid).
    """
    anchored = spec if spec.anchor is not None else base
    a = anchored.anchor if anchored is not None else None
    if anchored is None or a is None or a.metric != "ms_per_image":
        raise UsageError(say.NO_SPEED_BASIS(workload=spec.name))
    ratio = thr / _anchor_throughput(a)
    notes: list[Message] = [
        say.MEDIA_THROUGHPUT(
            anchor=f"{a.value:g} {a.metric}", gpu=a.gpu, source=a.source.url, ratio=ratio
        )
    ]
    scale = 1.0
    if anchored is not spec:
        scale = spec.params_of("encoder") / anchored.params_of("encoder")
        notes.append(jobs_say.ENCODER_SIBLING(base=anchored.name, ratio=scale))
    if gpu.segment == "consumer" or a.gpu_segment == "consumer":
        notes.append(say.CONSUMER_FP16())
    ms = a.value / ratio * scale
    out = MediaSpeedEstimate(
        workload_id=spec.id,
        family=spec.family,
        gpu_id=gpu.id,
        method=job.method,
        throughput_ratio=round(ratio, 4),
        assumptions=notes,
    )
    if job.method != "inference":
        factor = TRAIN_FACTOR[0]
        rate = 1000 / (ms * factor)
        notes.append(jobs_say.VISION_TRAIN_FROM_INFERENCE(factor=factor, rate=rate))
        runs = epochs or 1
        if images:
            assumed = jobs_say.ONE_EPOCH_ASSUMED(epochs=runs) if epochs is None else NOTHING()
            notes.append(
                jobs_say.VISION_JOB(images=images, epochs=runs, rate=rate, assumed=assumed)
            )
        return out.model_copy(
            update={
                "train_images_per_s": round(rate, 1),
                "job_hours": images * runs / rate / 3600 if images else None,
                "warnings": [jobs_say.VISION_TRAIN_UNCHECKED()],
            }
        )
    return out.model_copy(
        update={
            "latency_ms": round(ms, 3),
            "images_per_s": round(1000 / ms, 1),
            "job_hours": images * ms / 1000 / 3600 if images else None,
        }
    )


def _speech(
    spec: WorkloadSpec,
    gpu: GPU,
    job: MediaJob,
    rtf: float,
    ratio: float,
    notes: list[Message],
    audio_hours: float | None,
) -> MediaSpeedEstimate:
    speed = spec.relative_speed or 1.0
    if speed != 1.0:
        notes.append(say.SPEECH_SIZE(model=spec.name, speed=speed))
    factor = SPEECH_RUNTIME_FACTOR[job.runtime]
    notes.append(say.SPEECH_RUNTIME(runtime=job.runtime, factor=factor))
    rtf = rtf / speed * factor / job.batch**SPEECH_BATCH_EXPONENT
    if job.precision == "int8":
        rtf *= SPEECH_INT8_FACTOR
    return MediaSpeedEstimate(
        workload_id=spec.id,
        family=spec.family,
        gpu_id=gpu.id,
        method=job.method,
        real_time_factor=round(rtf, 5),
        throughput_ratio=round(ratio, 4),
        job_hours=audio_hours * rtf if audio_hours else None,
        assumptions=notes,
    )


__all__ = ["MediaSpeedEstimate", "estimate_media_speed", "gpu_throughput", "throughput"]
