"""``size --workload`` and ``speed --workload``: image, video, vision and speech models.

The LLM flags of ``size``/``speed`` stay as they are; ``--workload`` switches both commands to
the workload calculators (``calc/media*.py``) and adds the settings those models have.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, get_args

import click

from assistant.calc.media import (
    MediaJob,
    MediaMemoryEstimate,
    MediaPrecision,
    SpeechRuntime,
    estimate_media_memory,
)
from assistant.calc.media_speed import MediaSpeedEstimate, estimate_media_speed
from assistant.catalog.specs import load_catalog
from assistant.cli.common import echo_json
from assistant.errors import UsageError

MEDIA_ONLY = ("dreambooth",)
"""Methods only the workload calculators take."""


def media_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """Attach ``--workload`` and the image/video/vision/speech settings."""
    options = [
        click.option(
            "--workload",
            default=None,
            help="Image, video, vision or speech model: sdxl, flux-dev, yolo11x, large-v3.",
        ),
        click.option(
            "--resolution", type=int, default=None, help="Image side or frame height (px)."
        ),
        click.option("--width", type=int, default=None, help="Image or frame width (px)."),
        click.option("--steps", type=int, default=None, help="Sampling steps per image."),
        click.option("--frames", type=int, default=None, help="Video frames."),
        click.option("--text-encoder-offload", is_flag=True, help="Text encoders off the GPU."),
        click.option("--vae-tiling", is_flag=True, help="Decode the VAE in tiles."),
        click.option("--cached-latents/--no-cached-latents", default=True, show_default=True),
        click.option("--train-text-encoder", is_flag=True, help="Train the text encoders too."),
        click.option(
            "--runtime",
            type=click.Choice(list(get_args(SpeechRuntime))),
            default="faster-whisper",
            show_default=True,
            help="Whisper runtime.",
        ),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def build_media_job(flags: dict[str, Any]) -> MediaJob:
    """Turn CLI flags into a validated ``MediaJob``."""
    precision = flags.get("precision")
    if precision is not None and precision not in get_args(MediaPrecision):
        raise UsageError(f"--precision {precision} does not apply to --workload models")
    if flags.get("optimizer") not in (None, "adamw", "adamw-8bit"):
        raise UsageError("--optimizer for --workload models is adamw or adamw-8bit")
    checkpointing = flags.get("grad_checkpointing")
    return MediaJob(
        method=flags["method"],
        precision=precision,
        resolution=flags.get("resolution"),
        width=flags.get("width"),
        steps=flags.get("steps"),
        frames=flags.get("frames"),
        batch=flags.get("batch", 1),
        text_encoder_offload=flags.get("text_encoder_offload", False),
        vae_tiling=flags.get("vae_tiling", False),
        grad_checkpointing=True if checkpointing is None else checkpointing,
        optimizer=flags.get("optimizer") or "adamw",
        cached_latents=flags.get("cached_latents", True),
        train_text_encoder=flags.get("train_text_encoder", False),
        lora_rank=flags.get("lora_rank", 16),
        runtime=flags.get("runtime") or "faster-whisper",
    )


def _header(workload: str, e: MediaMemoryEstimate | MediaSpeedEstimate, method: str) -> str:
    return f"{workload} · {method} · {e.gpu_id}"


def render_media_memory(e: MediaMemoryEstimate) -> str:
    """A readable table of a workload memory estimate."""
    verdict = "FITS" if e.fits else "DOES NOT FIT"
    size = f" · {e.width}x{e.height} px" if e.width else ""
    lines = [
        f"{_header(e.workload_id, e, e.method)} · {e.precision}{size} · batch {e.batch}",
        f"  verdict     {verdict}: {e.peak_gb:.2f} GB peak of {e.usable_gb:.2f} usable"
        f" ({e.capacity_gb:.2f} capacity)",
        f"  loaded      {e.weights_gb:.2f} GB of weights",
        "  breakdown (GB)",
    ]
    lines += [f"    {k:16} {v:8.2f}" for k, v in e.breakdown.model_dump().items()]
    lines += [f"  warning     {w}" for w in e.warnings]
    if e.alternatives:
        lines.append("  what would fit")
        lines += [f"    - {a}" for a in e.alternatives]
    lines.append("  assumptions")
    lines += [f"    - {a}" for a in e.assumptions]
    return "\n".join(lines)


def render_media_speed(s: MediaSpeedEstimate) -> str:
    """A readable table of a workload speed estimate."""
    lines = [
        f"{_header(s.workload_id, s, s.method)} · x{s.throughput_ratio:.2f} the reference card"
    ]
    rows = [
        ("per image", s.seconds_per_image, "{:.2f} s"),
        ("images/min", s.images_per_minute, "{:.1f}"),
        ("per video", s.seconds_per_video, "{:,.0f} s"),
        ("per step", s.seconds_per_step, "{:.3f} s"),
        ("train it/s", s.train_it_per_s, "{:.2f}"),
        ("train img/s", s.train_images_per_s, "{:,.1f}"),
        ("latency", s.latency_ms, "{:.2f} ms"),
        ("real-time", s.real_time_factor, "{:.4f} s per audio second"),
        ("job time", s.job_hours, "{:,.2f} h"),
    ]
    lines += [f"  {name:12}{fmt.format(v)}" for name, v, fmt in rows if v is not None]
    lines += [f"  warning     {w}" for w in s.warnings]
    lines.append("  assumptions")
    lines += [f"    - {a}" for a in s.assumptions]
    return "\n".join(lines)


def size_workload(
    workload: str, gpu: str, count: int, as_json: bool, flags: dict[str, Any]
) -> None:
    """Print the memory estimate of a workload on one GPU."""
    if count != 1:
        raise UsageError("--workload models are sized on one GPU; drop --count")
    catalog = load_catalog()
    spec, card = catalog.workload(workload), catalog.gpu(gpu)
    estimate = estimate_media_memory(spec, card, build_media_job(flags))
    echo_json(estimate) if as_json else click.echo(render_media_memory(estimate))


def speed_workload(
    workload: str, gpu: str, count: int, as_json: bool, flags: dict[str, Any]
) -> None:
    """Print the speed estimate of a workload on one GPU (job time with a job size)."""
    if count != 1:
        raise UsageError("--workload models are timed on one GPU; drop --count")
    catalog = load_catalog()
    spec, card = catalog.workload(workload), catalog.gpu(gpu)
    base = catalog.workloads.get(spec.speed_from) if spec.speed_from else None
    estimate = estimate_media_speed(
        spec,
        card,
        build_media_job(flags),
        base=base,
        images=flags.get("images"),
        epochs=flags.get("epochs"),
        train_steps=flags.get("train_steps"),
        audio_hours=flags.get("audio_hours"),
    )
    echo_json(estimate) if as_json else click.echo(render_media_speed(estimate))


__all__ = ["MEDIA_ONLY", "build_media_job", "media_options", "size_workload", "speed_workload"]
