"""Price-performance: offerings ranked by cost per million tokens (pure, Decimal)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from assistant.calc.money import FxUsed, age_warning, convert, dec, money
from assistant.calc.pricing import PriceRef, SpotAssumptions
from assistant.catalog.offers import CloudOffer, Currency, FxRate
from assistant.messages import Message
from assistant.messages import table as say


class TokenCost(BaseModel):
    """Cost per million tokens on one offering."""

    rank: int
    offer_id: str
    gpu_id: str
    gpus_per_instance: int
    tokens_per_s: float
    """Throughput of the whole instance (per-GPU figure x GPUs unless given per offer)."""
    rate_per_hour: Decimal
    """Effective instance-hour price in the result currency (spot includes preemption loss)."""
    cost_per_million_tokens: Decimal
    currency: Currency
    price: PriceRef
    fx: FxUsed | None
    warnings: list[Message] = Field(default_factory=list)


class GpuComparison(BaseModel):
    """Output of ``compare_gpus``: offerings ranked by cost per million tokens."""

    currency: Currency
    pricing: Literal["on_demand", "spot"]
    rows: list[TokenCost]
    best_per_gpu: dict[str, str]
    """GPU id -> offer id of its cheapest row."""
    missing_throughput: list[str]
    """GPU ids of matching offers that had no throughput figure."""
    assumptions: list[Message]
    notes: list[Message]


def compare_gpus(
    offers: Iterable[CloudOffer],
    tokens_per_s_per_gpu: Mapping[str, float],
    *,
    today: date,
    tokens_per_s_per_offer: Mapping[str, float] | None = None,
    currency: Currency = "USD",
    fx_rates: Sequence[FxRate] = (),
    pricing: Literal["on_demand", "spot"] = "on_demand",
    spot: SpotAssumptions | None = None,
) -> GpuComparison:
    """Rank offerings by cost per 1M tokens: rate / (tokens/s x 3600) x 1e6.

    Args:
        offers: candidate offerings; only rankable ones with a GPU in ``tokens_per_s_per_gpu``
            (or an id in ``tokens_per_s_per_offer``) are compared.
        tokens_per_s_per_gpu: tokens per second of one GPU, by GPU id (from the speed estimator).
        today: date for staleness warnings.
        tokens_per_s_per_offer: whole-instance throughput by offer id; overrides the per-GPU one.
        currency: result currency.
        fx_rates: FX table.
        pricing: ``on_demand`` or ``spot`` (spot rate x preemption overhead).
        spot: preemption assumptions.

    Returns:
        Rows sorted by cost per million tokens with the prices used.
    """
    spot = spot or SpotAssumptions()
    per_offer = tokens_per_s_per_offer or {}
    rows: list[TokenCost] = []
    missing: set[str] = set()
    for o in offers:
        if not o.rankable or o.gpu_id is None:
            continue
        if o.id in per_offer:
            tps = per_offer[o.id]
        elif o.gpu_id in tokens_per_s_per_gpu:
            tps = tokens_per_s_per_gpu[o.gpu_id] * o.gpu_count
        else:
            missing.add(o.gpu_id)
            continue
        base = o.on_demand_per_hour if pricing == "on_demand" else o.spot_per_hour
        if base is None or tps <= 0:
            continue
        rate, fx = convert(base, o.currency, currency, fx_rates)
        if pricing == "spot":
            rate = rate * dec(spot.time_multiplier)
        per_m = rate / (dec(tps) * 3600) * Decimal(1_000_000)
        warn = [w for w in (age_warning(say.PRICE_OF(offer=o.id), o.as_of, today),) if w]
        if o.confidence == "low":
            warn.append(say.LOW_CONFIDENCE())
        rows.append(
            TokenCost(
                rank=0,
                offer_id=o.id,
                gpu_id=o.gpu_id,
                gpus_per_instance=o.gpu_count,
                tokens_per_s=tps,
                rate_per_hour=rate,
                cost_per_million_tokens=money(per_m),
                currency=currency,
                price=PriceRef.of(o),
                fx=fx,
                warnings=warn,
            )
        )
    rows.sort(key=lambda r: (r.cost_per_million_tokens, r.offer_id))
    best: dict[str, str] = {}
    for i, r in enumerate(rows, start=1):
        r.rank = i
        best.setdefault(r.gpu_id, r.offer_id)
    assumptions = [say.PER_MILLION_FORMULA(), say.INSTANCE_THROUGHPUT()]
    if pricing == "spot":
        assumptions.append(spot.describe())
    return GpuComparison(
        currency=currency,
        pricing=pricing,
        rows=rows,
        best_per_gpu=best,
        missing_throughput=sorted(missing),
        assumptions=assumptions,
        notes=[say.CHINA_CLOUD_PRICES()],
    )
