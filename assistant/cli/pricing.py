"""CLI commands for pricing (see ``cli.py``): ``price``, ``tco`` and ``prices import``."""

from __future__ import annotations

from datetime import date
from decimal import Decimal, InvalidOperation
from pathlib import Path

import click

from assistant.calc.pricing import JobQuote, JobSpec, RankBy, price_job
from assistant.calc.tco import (
    RentVsBuy,
    default_ownership_inputs,
    rent_vs_buy,
    utilization_from_hours,
)
from assistant.catalog.names import NameIndex
from assistant.catalog.offers import (
    PriceBook,
    load_price_book,
    load_table_cached,
    load_tco,
)
from assistant.catalog.skypilot import import_skypilot
from assistant.cli.common import Finite, count_range, currency_of, echo_json, handle_errors
from assistant.config import get_settings
from assistant.errors import UsageError
from assistant.messages import hardening as say
from assistant.models import GPU

MAX_GPUS = 1_000_000
"""More GPUs than any cluster built (the largest hold about 200,000)."""
MAX_HOURS = 1_000_000.0
"""114 years of wall-clock time."""
MAX_MONEY = Decimal(1_000_000_000_000)
"""A trillion in either currency: beyond any purchase, tariff or rent."""


def _gpus() -> dict[str, GPU]:
    path = get_settings().knowledge_dir / "specs" / "gpus.yaml"
    return {g.id: g for g in load_table_cached(path, "gpus", GPU)}


def _resolve_gpu(name: str, gpus: dict[str, GPU]) -> str:
    index = NameIndex("GPU", {g.id: [g.name, *g.aliases] for g in gpus.values()})
    return index.resolve(name)


def _book(gpus: dict[str, GPU]) -> PriceBook:
    return load_price_book(known_gpu_ids=set(gpus))


def _decimal(value: str | None, flag: str) -> Decimal | None:
    if value is None:
        return None
    try:
        out = Decimal(value)
    except InvalidOperation as exc:
        raise UsageError(f"{flag} must be a number, got {value!r}") from exc
    if not out.is_finite() or not 0 <= out <= MAX_MONEY:
        raise UsageError(
            say.FLAG_OUT_OF_RANGE(flag=flag, low=0, high=f"{MAX_MONEY:,}", value=value[:40])
        )
    return out


def _render_quote(q: JobQuote) -> None:
    click.echo(
        f"{q.gpu_count} x {q.gpu_id or 'any GPU'} for {q.wall_hours:g} h"
        f" ({q.gpu_hours:g} GPU-hours), ranked by {q.rank_by.replace('_', '-')}, in {q.currency}"
    )
    for x in q.quotes:
        od = f"{x.on_demand.total}" if x.on_demand else "-"
        sp = f"{x.spot.total}" if x.spot else "-"
        rs = f"{x.reserved.total} ({x.reserved.plan})" if x.reserved else "-"
        click.echo(
            f"{x.rank:>2}. {x.provider} {x.instance_type} [{x.region}] x{x.instances}:"
            f" on-demand {od}, spot {sp}, reserved {rs}"
        )
        click.echo(f"    as of {x.price.as_of}, confidence {x.price.confidence}; {x.price.source}")
        if x.fx:
            click.echo(
                f"    1 {x.fx.from_currency} = {x.fx.rate} {x.fx.to_currency}"
                f" (as of {x.fx.as_of}, {x.fx.source})"
            )
        for w in x.warnings:
            click.echo(f"    ! {w}")
    for e in q.excluded:
        click.echo(f"excluded {e.offer_id}: {e.reason}")
    for line in q.assumptions + q.warnings + q.notes:
        click.echo(f"- {line}")


@click.command("price")
@click.option("--gpu", help="GPU name or id (e.g. h100, a100-80gb-sxm, 4090).")
@click.option(
    "--count", type=count_range(MAX_GPUS), default=1, show_default=True, help="GPUs the job uses."
)
@click.option("--hours", type=Finite(0, MAX_HOURS, low_open=True), help="Wall-clock hours.")
@click.option(
    "--gpu-hours",
    type=Finite(0, MAX_HOURS * MAX_GPUS, low_open=True),
    help="Total GPU-hours (instead of --hours).",
)
@click.option(
    "--min-memory-gb", type=Finite(0, 10_000), help="Only GPUs with at least this memory (GB)."
)
@click.option("--provider", help="Only this provider (e.g. aws, lambda).")
@click.option("--spot", is_flag=True, help="Rank by spot price with preemption overhead.")
@click.option(
    "--rank-by",
    type=click.Choice(["on_demand", "spot", "reserved", "best"]),
    default=None,
    help="Ranking criterion (default on_demand; --spot sets spot).",
)
@click.option("--currency", default="USD", show_default=True, help="USD or CNY.")
@click.option("--single-node", is_flag=True, help="All GPUs in one instance.")
@click.option(
    "--top", type=count_range(10_000), default=10, show_default=True, help="Show the cheapest N."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@handle_errors
def price_command(
    gpu: str | None,
    count: int,
    hours: float | None,
    gpu_hours: float | None,
    min_memory_gb: float | None,
    provider: str | None,
    spot: bool,
    rank_by: str | None,
    currency: str,
    single_node: bool,
    top: int,
    as_json: bool,
) -> None:
    """Price a job on every matching cloud offering, cheapest first."""
    if count < 1 or top < 1:
        raise UsageError("--count and --top must be at least 1")
    if gpu is None and min_memory_gb is None:
        raise UsageError("give --gpu or --min-memory-gb")
    gpus = _gpus()
    gpu_id = _resolve_gpu(gpu, gpus) if gpu else None
    book = _book(gpus)
    if provider:
        provider = book.providers().resolve(provider)
    job = JobSpec(gpu_count=count, hours=hours, gpu_hours=gpu_hours)
    ranking: RankBy = "spot" if spot else "on_demand"
    if rank_by is not None:
        ranking = rank_by  # type: ignore[assignment]  # click.Choice guarantees the literal
    result = price_job(
        job,
        book.offers,
        today=date.today(),
        gpu_id=gpu_id,
        min_memory_gb=min_memory_gb,
        provider=provider,
        currency=currency_of(currency),
        fx_rates=book.fx,
        rank_by=ranking,
        single_node=single_node,
        limit=top,
    )
    if as_json:
        echo_json(result)
    else:
        _render_quote(result)


def _render_tco(r: RentVsBuy) -> None:
    c = r.currency
    click.echo(f"{r.gpu_count} x {r.gpu_id}, {r.utilization:.0%} utilisation, in {c}")
    click.echo(
        f"own:  {r.own_monthly}/month = depreciation {r.depreciation_monthly}"
        f" + maintenance {r.maintenance_monthly} + energy {r.energy_monthly}"
        f" + colocation {r.colocation_monthly} ({r.own_cost_per_gpu_hour} per GPU-hour)"
    )
    click.echo(f"rent: {r.rent_monthly}/month")
    be = f"{r.break_even_months:.1f} months" if r.break_even_months is not None else "never"
    bu = f"{r.break_even_utilization:.0%}" if r.break_even_utilization is not None else "never"
    click.echo(
        f"verdict: {r.verdict}; break-even after {be}; owning is cheaper above {bu} utilisation"
    )
    click.echo("utilisation  own/month  rent/month  break-even  cheaper")
    for row in r.sensitivity:
        months = f"{row.break_even_months:.1f}" if row.break_even_months is not None else "never"
        click.echo(
            f"{row.utilization:>10.0%}  {row.own_monthly:>9}  {row.rent_monthly:>10}"
            f"  {months:>10}  {row.cheaper}"
        )
    for ref in r.inputs.refs:
        when = ref.as_of or ref.date_note or "undated"
        click.echo(f"- {ref.label}: {ref.source} ({when})")
    for line in r.assumptions:
        click.echo(f"- {line}")
    for line in r.warnings:
        click.echo(f"! {line}")
    for line in r.notes:
        click.echo(f"- {line}")


@click.command("tco")
@click.option("--gpu", required=True, help="GPU name or id.")
@click.option(
    "--count", type=count_range(MAX_GPUS), default=8, show_default=True, help="GPUs owned."
)
@click.option(
    "--years",
    type=Finite(0, 100, low_open=True),
    default=3.0,
    show_default=True,
    help="Depreciation years.",
)
@click.option(
    "--utilization",
    type=Finite(0, 1, low_open=True),
    default=0.6,
    show_default=True,
    help="Share of the month the GPUs work (0-1).",
)
@click.option("--currency", default="USD", show_default=True, help="USD or CNY.")
@click.option("--capex", help="Purchase price of the system (default: tco.yaml).")
@click.option(
    "--power-kw", type=Finite(0, 100_000, low_open=True), help="System power at full load, kW."
)
@click.option(
    "--pue", type=Finite(1, 5), help="Facility PUE (default 1.56, the 2024 industry average)."
)
@click.option("--tariff", help="Electricity price per kWh in --currency.")
@click.option(
    "--maintenance-pct",
    type=Finite(0, 100),
    default=10.0,
    show_default=True,
    help="Maintenance per year, % of purchase price.",
)
@click.option("--rent-rate", help="Rent per GPU-hour (default: cheapest on-demand offer).")
@click.option(
    "--hours-per-week", type=float, help="Hours a week the GPUs work (replaces --utilization)."
)
@click.option(
    "--colocation", default="0", show_default=True, help="Colocation/network/staff per month."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@handle_errors
def tco_command(
    gpu: str,
    count: int,
    years: float,
    utilization: float,
    currency: str,
    capex: str | None,
    power_kw: float | None,
    pue: float | None,
    tariff: str | None,
    maintenance_pct: float,
    rent_rate: str | None,
    hours_per_week: float | None,
    colocation: str,
    as_json: bool,
) -> None:
    """Compare owning GPUs with renting them: monthly costs, break-even, utilisation table."""
    if count < 1:
        raise UsageError("--count must be at least 1")
    if hours_per_week is not None:
        utilization = utilization_from_hours(hours_per_week)
    if not 0 < utilization <= 1:
        raise UsageError("--utilization must be in (0, 1], e.g. 0.6 for 60%")
    if years <= 0:
        raise UsageError("--years must be positive")
    gpus = _gpus()
    gpu_id = _resolve_gpu(gpu, gpus)
    book = _book(gpus)
    inputs = default_ownership_inputs(
        load_tco(),
        book.offers,
        book.fx,
        gpu_id=gpu_id,
        gpu_count=count,
        currency=currency_of(currency),
        utilization=utilization,
        years=years,
        capex=_decimal(capex, "--capex"),
        power_kw=power_kw,
        pue=pue,
        tariff_per_kwh=_decimal(tariff, "--tariff"),
        maintenance_pct_per_year=maintenance_pct,
        rent_per_gpu_hour=_decimal(rent_rate, "--rent-rate"),
        colocation_per_month=_decimal(colocation, "--colocation") or Decimal(0),
    )
    result = rent_vs_buy(inputs, today=date.today())
    if as_json:
        echo_json(result)
    else:
        _render_tco(result)


@click.group("prices")
def prices_group() -> None:
    """Manage the user price file that overrides bundled prices."""


@prices_group.command("import")
@click.option(
    "--skypilot",
    "csv_path",
    required=True,
    type=click.Path(path_type=Path),
    help="A SkyPilot catalog vms.csv.",
)
@click.option("--provider", required=True, help="aws, gcp, azure, lambda or runpod.")
@click.option("--as-of", "as_of", help="Date of the catalog snapshot (YYYY-MM-DD; default today).")
@click.option(
    "--file",
    "user_file",
    type=click.Path(path_type=Path),
    help="User price file (default: GPU_ADVISOR_PRICES or .data/prices.yaml).",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@handle_errors
def import_command(
    csv_path: Path, provider: str, as_of: str | None, user_file: Path | None, as_json: bool
) -> None:
    """Merge GPU instances from a SkyPilot vms.csv into the user price file."""
    try:
        when = date.fromisoformat(as_of) if as_of else date.today()
    except ValueError as exc:
        raise UsageError(f"--as-of must be YYYY-MM-DD, got {as_of!r}") from exc
    gpus = _gpus()
    target = user_file or get_settings().user_prices_file
    report = import_skypilot(
        csv_path,
        provider,
        target,
        when,
        gpu_memory_gb={g.id: g.memory_gb for g in gpus.values()},
        known_gpu_ids=set(gpus),
    )
    summary = {
        "file": str(target),
        "imported": len(report.offers),
        "rows_read": report.rows_read,
        "cpu_rows_skipped": report.cpu_rows,
        "unknown_gpu_rows_skipped": report.skipped_unknown,
        "unknown_accelerators": report.unknown_accelerators,
        "unpriced": report.unpriced,
        "offer_ids": [o.id for o in report.offers],
    }
    if as_json:
        echo_json(summary)
        return
    click.echo(f"imported {len(report.offers)} offerings into {target}")
    click.echo(
        f"skipped {report.cpu_rows} CPU-only rows and {report.skipped_unknown} rows with"
        " accelerators not in the GPU catalog"
        + (
            f" ({', '.join(sorted(report.unknown_accelerators))})"
            if report.unknown_accelerators
            else ""
        )
    )


COMMANDS: list[click.Command] = [price_command, tco_command, prices_group]
