"""Pure cost calculator: what a job costs on each matching cloud offering.

Money and FX helpers live in ``assistant.calc.money``, price-performance in
``assistant.calc.compare``, rent vs buy in ``assistant.calc.tco``.

Money is ``Decimal`` throughout and totals are rounded to cents; time and power are ``float``.
Nothing here reads files or the clock: callers pass offers, FX rates and ``today``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from assistant.calc.money import (
    HOURS_PER_MONTH,
    HOURS_PER_YEAR,
    FxUsed,
    age_warning,
    dec,
    fx_rate,
    money,
)
from assistant.catalog.names import normalize_name
from assistant.catalog.offers import CloudOffer, Confidence, Currency, FxRate
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import failures as fail
from assistant.messages import table as say
from assistant.messages.job_priced import MONTHS_AROUND_THE_CLOCK

Pricing = Literal["on_demand", "spot", "reserved"]
RankBy = Literal["on_demand", "spot", "reserved", "best"]


class SpotAssumptions(BaseModel):
    """Stated assumptions behind the expected cost of preemptions on spot capacity."""

    interruptions_per_hour: float = Field(default=0.05, ge=0)
    """Expected preemptions per instance-hour (assumed 5%/h; real rates vary by SKU and zone)."""
    checkpoint_interval_hours: float = Field(default=0.5, gt=0)
    """Time between checkpoints (assumed 30 min); half of it is lost on average per preemption."""
    restart_hours: float = Field(default=10 / 60, ge=0)
    """Time to get a new instance and reload the checkpoint (assumed 10 min)."""

    @property
    def lost_work_fraction(self) -> float:
        """Fraction of each hour lost: rate × (interval / 2 + restart)."""
        return self.interruptions_per_hour * (
            self.checkpoint_interval_hours / 2 + self.restart_hours
        )

    @property
    def time_multiplier(self) -> float:
        """Billed hours per useful hour: 1 / (1 − lost fraction)."""
        f = self.lost_work_fraction
        if f >= 1:
            raise UsageError(fail.SPOT_LOSES_ALL())
        return 1 / (1 - f)

    def describe(self) -> Message:
        """One line stating the assumptions and the resulting overhead."""
        return say.SPOT_OVERHEAD(
            rate=self.interruptions_per_hour,
            checkpoint_min=self.checkpoint_interval_hours * 60,
            restart_min=self.restart_hours * 60,
            lost=self.lost_work_fraction,
            multiplier=self.time_multiplier,
        )


class JobSpec(BaseModel):
    """A job as GPU-hours or as wall-clock hours on ``gpu_count`` GPUs."""

    gpu_count: int = Field(default=1, ge=1)
    hours: float | None = Field(default=None, gt=0)
    """Wall-clock hours."""
    gpu_hours: float | None = Field(default=None, gt=0)

    @model_validator(mode="after")
    def _one_size(self) -> JobSpec:
        if (self.hours is None) == (self.gpu_hours is None):
            raise ValueError("give exactly one of hours or gpu_hours")
        return self

    @property
    def wall_hours(self) -> float:
        """Wall-clock hours of the job."""
        return self.hours if self.hours is not None else (self.gpu_hours or 0) / self.gpu_count

    @property
    def total_gpu_hours(self) -> float:
        """GPU-hours of the job."""
        return self.gpu_hours if self.gpu_hours is not None else self.wall_hours * self.gpu_count


class PriceRef(BaseModel):
    """Where a price came from: shown next to every figure."""

    offer_id: str
    provider: str
    instance_type: str
    region: str
    currency: Currency
    price_basis: str
    on_demand_per_hour: Decimal | None
    spot_per_hour: Decimal | None
    as_of: date
    as_of_note: str | None
    source: str
    confidence: Confidence

    @classmethod
    def of(cls, o: CloudOffer) -> PriceRef:
        """Build the reference for an offer."""
        return cls(
            offer_id=o.id,
            provider=o.provider,
            instance_type=o.instance_type,
            region=o.region,
            currency=o.currency,
            price_basis=o.price_basis,
            on_demand_per_hour=o.on_demand_per_hour,
            spot_per_hour=o.spot_per_hour,
            as_of=o.as_of,
            as_of_note=o.as_of_note,
            source=o.source,
            confidence=o.confidence,
        )


class OptionCost(BaseModel):
    """The cost of a job under one pricing model."""

    pricing: Pricing
    plan: str
    """``hourly``, ``monthly x2``, ``1-year commitment``…"""
    rate: Decimal
    """Price per instance-hour (or per subscription period), in the result currency."""
    billed_instance_hours: float
    total: Decimal


class OfferQuote(BaseModel):
    """The cost of a job on one offering."""

    rank: int
    offer_id: str
    provider: str
    instance_type: str
    region: str
    gpu_id: str
    gpus_per_instance: int
    instances: int
    billed_gpus: int
    currency: Currency
    on_demand: OptionCost | None
    spot: OptionCost | None
    reserved: OptionCost | None
    ranked_total: Decimal | None
    """Total under the ranking criterion; None when this offer lacks that price."""
    price: PriceRef
    fx: FxUsed | None
    warnings: list[Message] = Field(default_factory=list)


class ExcludedOffer(BaseModel):
    """An offering that matched the request but is kept out of rankings."""

    offer_id: str
    reason: str


class JobQuote(BaseModel):
    """Output of ``price_job``: offerings ranked by the cost of the job."""

    gpu_id: str | None
    gpu_count: int
    wall_hours: float
    gpu_hours: float
    currency: Currency
    rank_by: RankBy
    quotes: list[OfferQuote]
    excluded: list[ExcludedOffer]
    spot_assumptions: SpotAssumptions
    lost_work_fraction: float
    assumptions: list[Message]
    warnings: list[Message]
    notes: list[Message]


def _reserved_cost(
    o: CloudOffer, wall_hours: float, instances: int, convert_rate: Mapping[str, Decimal]
) -> OptionCost | None:
    """Cheapest committed plan that covers the job (whole periods are paid)."""
    k = Decimal(instances)
    plans: list[OptionCost] = []
    if o.monthly_price is not None:
        months = max(1, math.ceil(wall_hours / HOURS_PER_MONTH - 1e-9))
        rate = o.monthly_price * convert_rate["x"]
        plans.append(
            OptionCost(
                pricing="reserved",
                plan=f"monthly x{months}",
                rate=rate,
                billed_instance_hours=months * HOURS_PER_MONTH,
                total=money(rate * months * k),
            )
        )
    if o.yearly_price is not None:
        years = max(1, math.ceil(wall_hours / HOURS_PER_YEAR - 1e-9))
        rate = o.yearly_price * convert_rate["x"]
        plans.append(
            OptionCost(
                pricing="reserved",
                plan=f"yearly x{years}",
                rate=rate,
                billed_instance_hours=years * HOURS_PER_YEAR,
                total=money(rate * years * k),
            )
        )
    for hourly, term in ((o.reserved_1y_per_hour, 1), (o.reserved_3y_per_hour, 3)):
        if hourly is not None:
            billed = max(wall_hours, term * HOURS_PER_YEAR)
            rate = hourly * convert_rate["x"]
            plans.append(
                OptionCost(
                    pricing="reserved",
                    plan=f"{term}-year commitment",
                    rate=rate,
                    billed_instance_hours=billed,
                    total=money(rate * dec(billed) * k),
                )
            )
    return min(plans, key=lambda p: p.total) if plans else None


def _offer_warnings(
    o: CloudOffer, today: date, job: JobSpec, instances: int, billed_gpus: int, fx: FxUsed | None
) -> list[Message]:
    out = []
    stale = age_warning(say.PRICE_OF(offer=o.id), o.as_of, today)
    if stale:
        out.append(stale)
    if o.as_of_note:
        out.append(say.DATE_APPROXIMATE(note=o.as_of_note))
    if o.confidence == "low":
        out.append(say.LOW_CONFIDENCE())
    if o.price_basis == "per_gpu" and job.gpu_count > 1:
        out.append(say.PER_GPU_QUOTE())
    elif instances > 1:
        out.append(say.NEEDS_INSTANCES(instances=instances))
    if billed_gpus > job.gpu_count:
        out.append(say.PAYS_FOR_MORE(billed=billed_gpus, used=job.gpu_count))
    if fx is not None:
        fx_old = age_warning(
            say.EXCHANGE_RATE(source=fx.from_currency, target=fx.to_currency, rate=fx.rate),
            fx.as_of,
            today,
        )
        if fx_old:
            out.append(fx_old)
    return out


def _quote_offer(
    o: CloudOffer,
    job: JobSpec,
    currency: Currency,
    fx_rates: Sequence[FxRate],
    today: date,
    spot: SpotAssumptions,
) -> OfferQuote:
    assert o.gpu_id is not None  # rankable offers always have one
    instances = (
        job.gpu_count if o.price_basis == "per_gpu" else math.ceil(job.gpu_count / o.gpu_count)
    )
    billed_gpus = instances * o.gpu_count
    fx = fx_rate(o.currency, currency, fx_rates)
    factor = Decimal(1) if fx is None else fx.rate
    k = Decimal(instances)
    wall = job.wall_hours
    on_demand = spot_cost = None
    if o.on_demand_per_hour is not None:
        rate = o.on_demand_per_hour * factor
        on_demand = OptionCost(
            pricing="on_demand",
            plan="hourly",
            rate=rate,
            billed_instance_hours=wall,
            total=money(rate * dec(wall) * k),
        )
    if o.spot_per_hour is not None:
        rate = o.spot_per_hour * factor
        billed = wall * spot.time_multiplier
        spot_cost = OptionCost(
            pricing="spot",
            plan="hourly, with preemption overhead",
            rate=rate,
            billed_instance_hours=billed,
            total=money(rate * dec(billed) * k),
        )
    reserved = _reserved_cost(o, wall, instances, {"x": factor})
    return OfferQuote(
        rank=0,
        offer_id=o.id,
        provider=o.provider,
        instance_type=o.instance_type,
        region=o.region,
        gpu_id=o.gpu_id,
        gpus_per_instance=o.gpu_count,
        instances=instances,
        billed_gpus=billed_gpus,
        currency=currency,
        on_demand=on_demand,
        spot=spot_cost,
        reserved=reserved,
        ranked_total=None,
        price=PriceRef.of(o),
        fx=fx,
        warnings=_offer_warnings(o, today, job, instances, billed_gpus, fx),
    )


def _ranked_total(q: OfferQuote, rank_by: RankBy) -> Decimal | None:
    options = {"on_demand": q.on_demand, "spot": q.spot, "reserved": q.reserved}
    if rank_by == "best":
        totals = [c.total for c in options.values() if c is not None]
        return min(totals) if totals else None
    chosen = options[rank_by]
    return chosen.total if chosen is not None else None


def select_offers(
    offers: Iterable[CloudOffer],
    *,
    gpu_id: str | None = None,
    min_memory_gb: float | None = None,
    provider: str | None = None,
    gpu_count: int = 1,
    single_node: bool = False,
) -> tuple[list[CloudOffer], list[ExcludedOffer]]:
    """Split offers into those that can run the job and flagged rows that matched but are out."""
    keep: list[CloudOffer] = []
    flagged: list[ExcludedOffer] = []
    want_provider = normalize_name(provider) if provider else None
    for o in offers:
        if gpu_id is not None and o.gpu_id != gpu_id:
            continue
        if want_provider is not None and normalize_name(o.provider) != want_provider:
            continue
        if min_memory_gb is not None and o.gpu_memory_gb < min_memory_gb:
            continue
        if single_node and o.price_basis != "per_gpu" and o.gpu_count < gpu_count:
            continue
        if not o.rankable:
            flagged.append(ExcludedOffer(offer_id=o.id, reason=o.exclude_reason or "excluded"))
            continue
        keep.append(o)
    return keep, flagged


def _months_said(hours: float) -> list[Message]:
    """A whole number of months priced (730 h each), said as 24 h a day over 30.4 days."""
    months = hours / HOURS_PER_MONTH
    whole = months >= 1 and abs(months - round(months)) < 1e-9
    return [MONTHS_AROUND_THE_CLOCK(hours=hours, months=round(months))] if whole else []


def price_job(
    job: JobSpec,
    offers: Iterable[CloudOffer],
    *,
    today: date,
    gpu_id: str | None = None,
    min_memory_gb: float | None = None,
    provider: str | None = None,
    currency: Currency = "USD",
    fx_rates: Sequence[FxRate] = (),
    rank_by: RankBy = "on_demand",
    spot: SpotAssumptions | None = None,
    single_node: bool = False,
    limit: int | None = None,
) -> JobQuote:
    """Price ``job`` on every matching offering and rank by total cost.

    Args:
        job: GPU count and hours (wall-clock) or GPU-hours.
        offers: candidate offerings (bundled + user rows).
        today: date used for the 180-day staleness warning.
        gpu_id: only offers with this GPU; None = any GPU with enough memory.
        min_memory_gb: only GPUs with at least this memory per GPU (GB).
        provider: only this provider (matched forgivingly).
        currency: currency of every total (converted with the newest dated FX rate).
        fx_rates: FX table.
        rank_by: ``on_demand``, ``spot`` (with preemption overhead), ``reserved`` or ``best``.
        spot: preemption assumptions; defaults 5%/h, 30 min checkpoints, 10 min restart.
        single_node: require all GPUs in one instance (per-GPU quotes always qualify).
        limit: keep the cheapest ``limit`` quotes.

    Returns:
        Ranked quotes (cheapest first; offers without the ranked price last), rows that matched
        but are excluded with reasons, and the assumptions, warnings and notes behind them.
    """
    spot = spot or SpotAssumptions()
    keep, flagged = select_offers(
        offers,
        gpu_id=gpu_id,
        min_memory_gb=min_memory_gb,
        provider=provider,
        gpu_count=job.gpu_count,
        single_node=single_node,
    )
    quotes = [_quote_offer(o, job, currency, fx_rates, today, spot) for o in keep]
    for q in quotes:
        q.ranked_total = _ranked_total(q, rank_by)
    quotes.sort(key=lambda q: (q.ranked_total is None, q.ranked_total or Decimal(0), q.offer_id))
    if limit is not None:
        quotes = quotes[:limit]
    for i, q in enumerate(quotes, start=1):
        q.rank = i
    warnings = [say.NO_OFFERING()] if not quotes else []
    assumptions = [
        say.COST_FORMULA(hours=job.wall_hours),
        *_months_said(job.wall_hours),
        spot.describe(),
        say.RESERVED_FORMULA(),
    ]
    return JobQuote(
        gpu_id=gpu_id,
        gpu_count=job.gpu_count,
        wall_hours=job.wall_hours,
        gpu_hours=job.total_gpu_hours,
        currency=currency,
        rank_by=rank_by,
        quotes=quotes,
        excluded=flagged,
        spot_assumptions=spot,
        lost_work_fraction=spot.lost_work_fraction,
        assumptions=assumptions,
        warnings=warnings,
        notes=[say.CHINA_CLOUD_PRICES()],
    )
