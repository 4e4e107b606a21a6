"""CLI commands for sizing (see ``cli.py``): ``size`` (peak memory) and ``speed`` (tokens/s).

Both turn flags into a ``Workload``, call the pure estimator and render the result: a table by
default, the contract object alone with ``--json``. Bad input is one stderr line and exit 2.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, get_args

import click

from assistant.calc.engines import ALIASES, engine_spec
from assistant.calc.media import MediaPrecision
from assistant.calc.sizing import MemoryEstimate, Workload, estimate_memory
from assistant.calc.speed import SpeedEstimate, estimate_speed
from assistant.calc.workload import Engine, LoraTargets, Optimizer, Strategy, TrainingPrecision
from assistant.catalog.specs import load_catalog
from assistant.cli.common import Count, echo_json, handle_errors
from assistant.cli.media import MEDIA_ONLY, media_options, size_workload, speed_workload
from assistant.errors import UsageError
from assistant.messages import hardening as say
from assistant.models import MAX_CONTEXT, Method, Precision


class OneLineErrors(click.Command):
    """A command whose flag errors are one stderr line and exit 2 (no usage dump)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """Parse flags; on a usage error print ``error: ...`` and exit 2."""
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as exc:
            click.echo(f"error: {exc.format_message()}", err=True)
            ctx.exit(2)
        raise AssertionError("unreachable")  # pragma: no cover


def _choice(literal: Any) -> click.Choice[str]:
    return click.Choice(list(get_args(literal)), case_sensitive=False)


ENGINE_CHOICE = click.Choice([*get_args(Engine), *sorted(ALIASES)], case_sensitive=False)
"""Every runtime the speed model knows, and the names people call them by."""


def engine_option(value: str) -> Any:
    """The runtime a ``--engine`` value names (``hf`` kept as is for the memory model)."""
    return value.lower() if value.lower() in get_args(Engine) else engine_spec(value).name


def workload_options(func: Callable[..., Any]) -> Callable[..., Any]:
    """Attach the flags shared by ``size`` and ``speed``."""
    options = [
        click.option("--model", default=None, help="Catalog name or a size like 13b."),
        click.option(
            "--method",
            type=click.Choice([*get_args(Method), *MEDIA_ONLY], case_sensitive=False),
            default="inference",
            show_default=True,
        ),
        click.option("--gpu", required=True, help="Catalog name, e.g. rtx-4090, a100-80gb."),
        click.option(
            "--count",
            type=Count(1, 1_000_000),
            default=1,
            show_default=True,
            help="Number of GPUs.",
        ),
        click.option(
            "--precision",
            type=click.Choice(sorted({*get_args(Precision), *get_args(MediaPrecision)})),
            default=None,
            help="Weight precision (default bf16; NF4 for qlora).",
        ),
        click.option(
            "--seq-len",
            type=Count(1, MAX_CONTEXT),
            default=None,
            help="Tokens per sequence (default 2048 training, 4096 inference).",
        ),
        click.option("--batch", type=Count(1, 1_000_000), default=1, show_default=True),
        click.option(
            "--grad-checkpointing/--no-grad-checkpointing",
            default=None,
            help="Activation recomputation (default on for training).",
        ),
        click.option("--optimizer", type=_choice(Optimizer), default="adamw", show_default=True),
        click.option(
            "--training-precision",
            type=_choice(TrainingPrecision),
            default="amp",
            show_default=True,
            help="amp: bf16 + fp32 master; bf16: pure bf16.",
        ),
        click.option("--lora-rank", type=Count(1, 100_000), default=16, show_default=True),
        click.option(
            "--lora-targets", type=_choice(LoraTargets), default="all-linear", show_default=True
        ),
        click.option("--kv-precision", type=_choice(Precision), default=None),
        click.option(
            "--flash-attention/--no-flash-attention",
            default=True,
            show_default=True,
            help="FlashAttention (no s^2 attention scores in memory).",
        ),
        click.option(
            "--engine",
            type=ENGINE_CHOICE,
            default="hf",
            show_default=True,
            help="Runtime (hf = transformers; ollama = llama.cpp; trtllm = tensorrt-llm).",
        ),
        click.option("--strategy", type=_choice(Strategy), default="auto", show_default=True),
        click.option("--json", "as_json", is_flag=True, help="Print the result object as JSON."),
    ]
    for option in reversed(options):
        func = option(func)
    return media_options(func)


def _which(model: str | None, workload: str | None) -> None:
    """Exactly one of ``--model`` (a language model) and ``--workload`` (any other model)."""
    if model is None and workload is None:
        raise UsageError(
            "Missing option '--model' (or '--workload' for image, video, vision or speech models)"
        )
    if model is not None and workload is not None:
        raise UsageError("give --model (a language model) or --workload, not both")


def build_workload(flags: dict[str, Any]) -> Workload:
    """Turn CLI flags into a validated ``Workload``."""
    for name in ("seq_len", "batch", "lora_rank"):
        value = flags.get(name)
        if value is not None and value < 1:
            raise UsageError(f"--{name.replace('_', '-')} must be at least 1, got {value}")
    if flags["method"] in MEDIA_ONLY:
        raise UsageError(f"--method {flags['method']} applies to --workload image models")
    if flags["precision"] is not None and flags["precision"] not in get_args(Precision):
        raise UsageError(f"--precision {flags['precision']} applies to --workload models")
    return Workload(
        method=flags["method"],
        precision=flags["precision"],
        seq_len=flags["seq_len"],
        batch=flags["batch"],
        grad_checkpointing=flags["grad_checkpointing"],
        optimizer=flags["optimizer"],
        training_precision=flags["training_precision"],
        lora_rank=flags["lora_rank"],
        lora_targets=flags["lora_targets"],
        kv_precision=flags["kv_precision"],
        engine=engine_option(flags["engine"]),
        strategy=flags["strategy"],
        flash_attention=flags["flash_attention"],
    )


MAX_TOKENS = 1e18
"""A million times the largest published training corpus (about 36T tokens)."""
_TOKENS_RE = re.compile(r"^\s*(\d+(?:\.\d+)?(?:e\d+)?)\s*([kmbt]?)\s*$", re.IGNORECASE)
_SCALE = {"": 1.0, "k": 1e3, "m": 1e6, "b": 1e9, "t": 1e12}


def parse_tokens(text: str | None) -> float | None:
    """Parse a token volume like ``2e9``, ``500M`` or ``1.5B``."""
    if text is None:
        return None
    m = _TOKENS_RE.match(text)
    if not m:
        raise UsageError(f"--tokens must be a number like 2e9, 500M or 1.5B, got {text!r}")
    value = float(m.group(1)) * _SCALE[m.group(2).lower()]
    if not 0 < value <= MAX_TOKENS:
        raise UsageError(
            say.FLAG_OUT_OF_RANGE(flag="--tokens", low="0 (excluded)", high="1e+18", value=text)
        )
    return value


def render_memory(e: MemoryEstimate) -> str:
    """A readable table of a memory estimate."""
    verdict = "FITS" if e.fits else "DOES NOT FIT"
    b = e.breakdown
    lines = [
        f"{e.model_id} · {e.method} · {e.precision} · {e.count} x {e.gpu_id}"
        f" · seq {e.seq_len} · batch {e.batch}",
        f"  verdict     {verdict}: {e.per_gpu_gb:.2f} GB per GPU of {e.usable_gb:.2f} usable"
        f" ({e.capacity_gb:.2f} capacity, {e.reserve_gb:.2f} reserve)",
        f"  range       {e.range_gb[0]:.2f} - {e.range_gb[1]:.2f} GB per GPU;"
        f" total {e.total_gb:.2f} GB",
        f"  strategy    {e.strategy}: {e.strategy_reason}",
        "  breakdown (GB per GPU)",
    ]
    for name, value in b.model_dump().items():
        lines.append(f"    {name:12} {value:9.2f}")
    if e.host_ram_gb:
        lines.append(f"  host RAM    {e.host_ram_gb:.1f} GB for offloaded state")
    lines += [f"  warning     {w}" for w in e.warnings]
    if e.alternatives:
        lines.append("  what would fit")
        lines += [
            f"    {a.change:36} {a.per_gpu_gb:7.2f} GB/GPU ({a.strategy})" for a in e.alternatives
        ]
    lines.append("  assumptions")
    lines += [f"    - {a}" for a in e.assumptions]
    return "\n".join(lines)


def render_speed(s: SpeedEstimate) -> str:
    """A readable table of a speed estimate."""
    lines = [
        f"{s.model_id} · {s.method} · {s.precision} · {s.count} x {s.gpu_id}"
        f" · strategy {s.strategy} · {s.bound} bound"
    ]
    if s.decode_tokens_per_s is not None:
        lines.append(f"  engine      {s.engine_label}")
    if s.decode_tokens_per_s is not None:
        lines += [
            f"  decode      {s.decode_tokens_per_s:,.1f} tokens/s per sequence,"
            f" {s.decode_tokens_per_s_total:,.1f} tokens/s in total",
            f"  prefill     {s.prefill_tokens_per_s:,.0f} tokens/s;"
            f" first token after {s.time_to_first_token_s:.3f} s",
        ]
    if s.train_tokens_per_s is not None:
        lines.append(
            f"  training    {s.train_tokens_per_s:,.0f} tokens/s (MFU {s.mfu:.0%});"
            f" communication {s.communication_share:.0%} of a step"
        )
    if s.wall_hours is not None and s.tokens:
        span = s.wall_hours_range
        between = f" ({span[0]:,.1f}-{span[1]:,.1f} h over the MFU range)" if span else ""
        lines.append(f"  wall time   {s.wall_hours:,.1f} h for {s.tokens:,.0f} tokens{between}")
    lines += [f"  warning     {w}" for w in s.warnings]
    lines.append("  assumptions")
    lines += [f"    - {a}" for a in s.assumptions]
    return "\n".join(lines)


@click.command("size", cls=OneLineErrors)
@workload_options
@handle_errors
def size(model: str | None, gpu: str, count: int, as_json: bool, **flags: Any) -> None:
    """Estimate peak GPU memory per GPU for inference or training, and what would fit."""
    _which(model, flags["workload"])
    if model is None:
        size_workload(flags.pop("workload"), gpu, count, as_json, flags)
        return
    catalog = load_catalog()
    spec, card = catalog.model(model), catalog.gpu(gpu)
    estimate = estimate_memory(spec, card, count, build_workload(flags))
    if as_json:
        echo_json(estimate)
    else:
        click.echo(render_memory(estimate))


@click.command("speed", cls=OneLineErrors)
@workload_options
@click.option("--tokens", default=None, help="Training volume for wall time (2e9, 500M, 1.5B).")
@click.option("--images", type=int, default=None, help="Dataset images (--workload training).")
@click.option("--epochs", type=float, default=None, help="Epochs over --images.")
@click.option("--train-steps", type=int, default=None, help="Diffusion training steps.")
@click.option("--audio-hours", type=float, default=None, help="Hours of audio to transcribe.")
@handle_errors
def speed(
    model: str | None, gpu: str, count: int, as_json: bool, tokens: str | None, **flags: Any
) -> None:
    """Estimate tokens/s (decode, prefill or training) and training wall time."""
    _which(model, flags["workload"])
    if model is None:
        speed_workload(flags.pop("workload"), gpu, count, as_json, flags)
        return
    catalog = load_catalog()
    spec, card = catalog.model(model), catalog.gpu(gpu)
    estimate = estimate_speed(spec, card, count, build_workload(flags), parse_tokens(tokens))
    if as_json:
        echo_json(estimate)
    else:
        click.echo(render_speed(estimate))


COMMANDS: list[click.Command] = [size, speed]
