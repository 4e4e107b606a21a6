"""CLI commands for issue 22's calculators: ``fits``, ``kv``, ``duration`` and ``power``.

Each turns flags into one calculator call and renders the result: a short table by default, the
result object alone with ``--json``. Bad input is one stderr line and exit 2.
"""

from __future__ import annotations

from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any, get_args

import click

from assistant.calc.duration import JobDuration, estimate_job_duration
from assistant.calc.fits import FitMethod, HardwareFits, fits_hardware
from assistant.calc.kv_cache import KvPrecision, estimate_kv_cache
from assistant.calc.offload import KvCacheReport, plan_offload
from assistant.calc.power import PowerEstimate, estimate_power
from assistant.calc.workload import Workload
from assistant.catalog.offers import load_price_book, load_tco
from assistant.catalog.specs import load_catalog
from assistant.cli.common import currency_of, handle_errors, to_json
from assistant.cli.sizing import OneLineErrors, parse_tokens
from assistant.errors import UsageError

VERDICT = {"fits": "fits", "tight": "tight", "does_not_fit": "does not fit"}
JSON = click.option("--json", "as_json", is_flag=True, help="Print the result object as JSON.")


def _decimal(value: str | None, flag: str) -> Decimal | None:
    if value is None:
        return None
    try:
        out = Decimal(value)
    except InvalidOperation as exc:
        raise UsageError(f"{flag} must be a number, got {value!r}") from exc
    if not out.is_finite() or out <= 0:
        raise UsageError(f"{flag} must be a positive number")
    return out


def render_fits(h: HardwareFits) -> str:
    """A readable table of what fits."""
    lines = [
        f"{h.count} x {h.gpu_name} · {h.method} · context {h.context_tokens} tokens"
        f" · {h.usable_gb:.1f} GB usable per GPU"
    ]
    if h.lead is not None:
        r = h.lead
        speed = f", {r.tokens_per_s:,.1f} tokens/s" if r.tokens_per_s is not None else ""
        lines.append(
            f"  biggest that fits comfortably: {r.model_name} at {r.precision}"
            f" ({r.per_gpu_gb:.1f} GB per GPU{speed})"
        )
    for group in h.by_precision:
        lines.append(f"  {group.precision}")
        for r in group.rows:
            speed = f"{r.tokens_per_s:>9,.1f} tok/s" if r.tokens_per_s is not None else ""
            released = f" ({r.precision} as released)" if r.release_format else ""
            lines.append(
                f"    {r.model_name:32} {r.params_b:7.1f}B {r.per_gpu_gb:7.1f} GB"
                f"  {VERDICT[r.verdict]:13} {speed}{released}"
            )
    if h.with_offload:
        lines.append("  with MoE experts in system RAM (q4_k_m)")
        for o in h.with_offload:
            lines.append(
                f"    {o.model_id:32} --n-cpu-moe {o.cpu_layers:<3} {o.ram_weights_gb:6.1f} GB RAM"
                f"  {o.decode_tokens_per_s or 0:9,.1f} tok/s"
            )
    lines += [f"  warning     {w}" for w in h.warnings]
    lines += [f"  - {a}" for a in h.assumptions]
    return "\n".join(lines)


@click.command("fits", cls=OneLineErrors)
@click.option("--gpu", required=True, help="GPU or Mac, e.g. 3090, rtx-4090, a100-80gb.")
@click.option("--count", type=int, default=1, show_default=True, help="Number of GPUs.")
@click.option(
    "--method",
    type=click.Choice(list(get_args(FitMethod)), case_sensitive=False),
    default="inference",
    show_default=True,
)
@click.option("--context", type=int, default=None, help="Tokens per sequence.")
@click.option("--ram-gb", type=float, default=None, help="System RAM for MoE offload (64).")
@JSON
@handle_errors
def fits(
    gpu: str, count: int, method: str, context: int | None, ram_gb: float | None, as_json: bool
) -> None:
    """The largest catalog models that fit your GPUs at bf16, 8-bit and 4-bit."""
    catalog = load_catalog()
    result = fits_hardware(
        catalog.models.values(),
        catalog.gpu(gpu),
        count,
        method=method,  # type: ignore[arg-type]
        context_tokens=context,
        ram_gb=ram_gb,
    )
    click.echo(echo_text(result, as_json, render_fits))


def render_kv(r: KvCacheReport) -> str:
    """A readable summary of a KV cache and its offload plan."""
    k = r.kv_cache
    lines = [
        f"{k.model_id} · {k.context_tokens} tokens x {k.sequences} sequence(s) · {k.attention}",
        f"  KV cache    {k.total_gb:.2f} GB in {k.kv_precision}"
        f" ({k.per_token_kb:.1f} KB per token)",
        "  by type     "
        + ", ".join(f"{x.kv_precision} {x.total_gb:.2f} GB" for x in k.by_precision),
    ]
    if k.window_tokens:
        lines.append(f"  without sliding windows {k.full_attention_gb:.2f} GB")
    if r.offload is not None:
        o = r.offload
        speed = f"{o.decode_tokens_per_s:,.1f}" if o.decode_tokens_per_s is not None else "-"
        lines.append(
            f"  on {o.count} x {o.gpu_id} at {o.precision}: {o.kind}, {o.ram_weights_gb:.1f} GB"
            f" in RAM, {speed} tokens/s ({o.gpu_only_tokens_per_s:,.1f} all on GPU)"
        )
        lines += [f"  - {a}" for a in o.assumptions]
        lines += [f"  warning     {w}" for w in o.warnings]
    lines += [f"  - {a}" for a in k.assumptions]
    lines += [f"  warning     {w}" for w in k.warnings]
    return "\n".join(lines)


@click.command("kv", cls=OneLineErrors)
@click.option("--model", required=True, help="Catalog model, e.g. mistral-7b.")
@click.option("--context", type=int, required=True, help="Tokens of context per sequence.")
@click.option("--users", type=int, default=1, show_default=True, help="Sequences cached at once.")
@click.option(
    "--kv-precision",
    type=click.Choice(list(get_args(KvPrecision)), case_sensitive=False),
    default="bf16",
    show_default=True,
)
@click.option("--gpu", default=None, help="Also place the model on this GPU (RAM offload).")
@click.option("--count", type=int, default=1, show_default=True)
@click.option("--precision", default="q4_k_m", show_default=True, help="Weights (GGUF type).")
@click.option("--ram-gb-s", type=float, default=None, help="System RAM bandwidth, GB/s.")
@JSON
@handle_errors
def kv(
    model: str,
    context: int,
    users: int,
    kv_precision: str,
    gpu: str | None,
    count: int,
    precision: str,
    ram_gb_s: float | None,
    as_json: bool,
) -> None:
    """KV-cache memory of a model at a context, and MoE/dense offload to system RAM."""
    catalog = load_catalog()
    spec = catalog.model(model)
    cache = estimate_kv_cache(spec, context, sequences=users, kv_precision=kv_precision)  # type: ignore[arg-type]
    offload = None
    if gpu is not None:
        if count < 1:
            raise UsageError("--count must be at least 1")
        offload = plan_offload(
            spec,
            catalog.gpu(gpu),
            count,
            precision=precision.lower(),
            context_tokens=context,
            ram_gb_s=ram_gb_s,
        )
    click.echo(echo_text(KvCacheReport(kv_cache=cache, offload=offload), as_json, render_kv))


def render_duration(d: JobDuration) -> str:
    """A readable summary of a job's duration and cost."""
    lines = [
        f"{d.model_id} · {d.method} · {d.count} x {d.gpu_id} · {d.tokens:,.0f} tokens",
        f"  wall time   {d.hours:,.1f} h ({d.days:,.2f} days); {d.hours_range[0]:,.1f}-"
        f"{d.hours_range[1]:,.1f} h over MFU {d.mfu_range[0]:.0%}-{d.mfu_range[1]:.0%}",
        f"  GPU-hours   {d.gpu_hours:,.1f}"
        f" ({d.gpu_hours_range[0]:,.1f}-{d.gpu_hours_range[1]:,.1f})",
    ]
    if d.cost is not None:
        c = d.cost
        lines.append(
            f"  cost        {c.total} {c.currency} ({c.total_range[0]}-{c.total_range[1]})"
            f" at {c.per_gpu_hour} per GPU-hour, {c.offer_id}, as of {c.as_of}"
        )
    if not d.fits:
        lines.append(f"  warning     does not fit: {d.per_gpu_gb:.1f} GB per GPU")
    lines += [f"  warning     {w}" for w in d.warnings]
    lines += [f"  - {a}" for a in d.assumptions]
    return "\n".join(lines)


@click.command("duration", cls=OneLineErrors)
@click.option("--model", required=True)
@click.option("--gpu", required=True)
@click.option("--count", type=int, default=1, show_default=True)
@click.option(
    "--method",
    type=click.Choice(["pretrain", "full", "lora", "qlora"], case_sensitive=False),
    default="lora",
    show_default=True,
)
@click.option("--tokens", default=None, help="Tokens per epoch (2e9, 500M, 1.5B).")
@click.option("--samples", type=int, default=None, help="Samples per epoch.")
@click.option("--seq-len", type=int, default=None, help="Tokens per sample (default 2048).")
@click.option("--epochs", type=float, default=1.0, show_default=True)
@click.option("--currency", default="USD", show_default=True)
@JSON
@handle_errors
def duration(
    model: str,
    gpu: str,
    count: int,
    method: str,
    tokens: str | None,
    samples: int | None,
    seq_len: int | None,
    epochs: float,
    currency: str,
    as_json: bool,
) -> None:
    """Hours, days and GPU-hours of a training or fine-tuning job, and its cost."""
    if seq_len is not None and seq_len < 1:
        raise UsageError("--seq-len must be at least 1")
    catalog = load_catalog()
    book = load_price_book(known_gpu_ids=set(catalog.gpus))
    result = estimate_job_duration(
        catalog.model(model),
        catalog.gpu(gpu),
        count,
        Workload(method=method, seq_len=seq_len),
        tokens=parse_tokens(tokens),
        samples=samples,
        epochs=epochs,
        offers=book.offers,
        fx=book.fx,
        currency=currency_of(currency),
        today=date.today(),
    )
    click.echo(echo_text(result, as_json, render_duration))


def render_power(p: PowerEstimate) -> str:
    """A readable summary of a power estimate."""
    lines = [f"{p.count} x {p.gpu_id} · {p.kind}"]
    if p.psu_w is not None:
        lines.append(
            f"  PSU         {p.psu_w} W ATX 3.x ({p.psu_atx2_w} W on ATX 2.x); sustained"
            f" {p.sustained_w:,.0f} W, 100 us peak {p.transient_w:,.0f} W"
        )
    lines += [
        f"  wall        {p.wall_w:,.0f} W"
        f" ({p.amps_120v:.1f} A at 120 V, {p.amps_230v:.1f} A at 230 V;"
        f" {p.heat_btu_h:,.0f} BTU/h of heat)",
        f"  electricity {p.kwh_per_month:,.0f} kWh a month = {p.electricity_per_month}"
        f" {p.currency} at {p.tariff_per_kwh}/kWh",
    ]
    lines += [f"  warning     {w}" for w in p.warnings]
    lines += [f"  - {a}" for a in p.assumptions]
    return "\n".join(lines)


@click.command("power", cls=OneLineErrors)
@click.option("--gpu", required=True)
@click.option("--count", type=int, default=1, show_default=True)
@click.option(
    "--kind",
    type=click.Choice(["build", "server"], case_sensitive=False),
    default=None,
    help="Default: server for 8+ datacenter GPUs, else a desktop build.",
)
@click.option("--cpu-w", type=float, default=None, help="CPU power, W (default 253).")
@click.option("--hours-per-day", type=float, default=24.0, show_default=True)
@click.option("--load", type=float, default=1.0, show_default=True, help="Average share of full.")
@click.option("--pue", type=float, default=None)
@click.option("--tariff", default=None, help="Electricity per kWh in --currency.")
@click.option("--currency", default="USD", show_default=True)
@JSON
@handle_errors
def power(
    gpu: str,
    count: int,
    kind: str | None,
    cpu_w: float | None,
    hours_per_day: float,
    load: float,
    pue: float | None,
    tariff: str | None,
    currency: str,
    as_json: bool,
) -> None:
    """PSU size of a GPU build or wall power of a server, and electricity per month."""
    if cpu_w is not None and cpu_w < 0:
        raise UsageError("--cpu-w must not be negative")
    catalog = load_catalog()
    result = estimate_power(
        catalog.gpu(gpu),
        count,
        load_tco(),
        kind=kind,  # type: ignore[arg-type]
        cpu_w=cpu_w,
        hours_per_day=hours_per_day,
        load=load,
        pue=pue,
        tariff_per_kwh=_decimal(tariff, "--tariff"),
        currency=currency_of(currency),
    )
    click.echo(echo_text(result, as_json, render_power))


def echo_text(result: Any, as_json: bool, render: Any) -> str:
    """The result as one JSON object or as its readable table."""
    if as_json:
        return to_json(result)
    return str(render(result))


COMMANDS: list[click.Command] = [fits, kv, duration, power]
