"""Recommendations under constraints: which setup to buy or rent for a workload and a budget.

Pure: catalog rows, offers and FX rates in, a ``Recommendation`` out. Every candidate setup
(a GPU x count to buy at its dated catalog price, or a cloud offer at its dated hourly price)
is sized by ``estimate_memory`` and timed by ``estimate_speed``; those that fit with headroom
and within the budget are ranked by the asked objective.

Ranking rules (stated in the answer as notes):

- a setup *fits* when its peak per GPU leaves at least ``HEADROOM_SHARE`` of usable memory free
  (a tighter fit is used only when nothing has that headroom);
- default objective, buying: fewest cards, then cheapest, then faster (each extra card costs a
  slot, power and a split of the model); renting: cheapest per hour, then faster;
- buying for no named model (``roomy``): fewest cards, then most memory, then cheapest;
- ``cheapest``: cheapest, then fewer cards; ``fastest``: tokens/s; ``most_memory``: total
  memory; ``best_value``: price per token/s;
- used-market prices are never the pick or the runner-up (unverified, no warranty): the best
  used setup is reported beside them when it is cheaper.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from datetime import date
from decimal import Decimal
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, Field

from assistant.calc.candidates import (
    BASEBOARD_COUNTS,
    BUY_COUNTS,
    PRECISION_FEATURES,
    SERVER_GPUS,
    USED_MARKET_PREFIX,
    Constraints,
    buy_counts,
    gpu_allowed,
    unit_price_usd,
)
from assistant.calc.engines import likeliest_engine
from assistant.calc.money import HOURS_PER_MONTH, convert, dec, money
from assistant.calc.sizing import estimate_memory
from assistant.calc.speed import estimate_speed
from assistant.calc.workload import Workload
from assistant.catalog.offers import CloudOffer, Currency, FxRate
from assistant.models import GPU, ModelSpec, Objective

HEADROOM_SHARE = 0.10
"""Least share of usable memory left free for a setup to count as fitting comfortably."""
RENT_COUNTS = (1, 2, 4, 8)
"""GPUs per rented setup (instances are combined to reach the count)."""

Kind = Literal["buy", "rent"]


class Setup(BaseModel):
    """One candidate: ``count`` x one GPU, bought or rented, sized and timed for the workload."""

    kind: Kind
    model_id: str
    gpu_id: str
    count: int
    """GPUs in the setup (for rentals: instances x GPUs per instance)."""
    per_gpu_gb: float
    """Peak memory per GPU in GB (1e9 bytes) from the estimator."""
    usable_gb: float
    headroom_gb: float
    """Memory margin per GPU in GB (usable - peak)."""
    headroom_share: float
    strategy: str
    tokens_per_s: float
    """Whole-setup decode tokens/s (inference) or training tokens/s."""
    price: Decimal
    """Purchase price of the setup (buy) or price per setup-hour (rent), in ``currency``."""
    price_usd: Decimal
    """The same price in USD (budgets are checked in USD)."""
    currency: Currency
    per_gpu_hour: Decimal | None = None
    """Rent: price of one GPU-hour in ``currency``."""
    cost_per_million_tokens: Decimal | None = None
    """Rent: setup-hour price / (tokens/s x 3600) x 1e6, in ``currency``."""
    price_basis: str
    """Buy: what the catalog price is (launch MSRP, street estimate…); rent: the offer's basis."""
    as_of: date | None = None
    source: str
    used_market: bool = False
    asked_used: bool = False
    """Priced used because the user buys it used ("a used 3090"): it may be the pick."""
    offer_id: str | None = None
    provider: str | None = None
    instance_type: str | None = None
    region: str | None = None
    instances: int = 1
    confidence: str | None = None
    within_budget: bool = True


class Budget(BaseModel):
    """A budget as asked, and what it is per setup."""

    amount: Decimal
    currency: Currency
    period: Literal["hour", "month", "total"] = "total"
    amount_usd: Decimal
    """The amount in USD at the newest dated rate."""
    fx_id: str | None = None


class Recommendation(BaseModel):
    """Output of ``recommend``: the pick, one runner-up, and what would change it."""

    kind: Kind
    model_id: str
    method: str
    precision: str
    objective: Objective | None
    budget: Budget | None
    pick: Setup | None
    runner_up: Setup | None = None
    used_alternative: Setup | None = None
    """A cheaper used-market setup, reported beside the pick, never as it."""
    faster_option: Setup | None = None
    """The cheapest setup faster than the pick (above the budget or not)."""
    cheapest_fit: Setup | None = None
    """When nothing fits the budget: the cheapest setup that fits at any price."""
    method_change: str | None = None
    """When nothing fits the budget: a lighter method or precision that does (``qlora``)."""
    method_pick: Setup | None = None
    tight_fit: bool = False
    """True when no setup had the headroom and the pick fits with less."""
    considered: int = 0
    notes: list[str] = Field(default_factory=list)
    """Keys of the ranking rules and defaults used (the composer words them)."""


def to_usd(amount: Decimal, currency: Currency, fx: Sequence[FxRate]) -> Decimal:
    """``amount`` in USD at the newest rate."""
    return convert(amount, currency, "USD", fx)[0]


def make_budget(
    amount: Decimal, currency: Currency, period: str | None, fx: Sequence[FxRate]
) -> Budget:
    """A ``Budget`` with its USD amount and the rate used."""
    usd, used = convert(amount, currency, "USD", fx)
    per = period if period in ("hour", "month") else "total"
    return Budget(
        amount=amount,
        currency=currency,
        period=per,
        amount_usd=money(usd),
        fx_id=used.fx_id if used else None,
    )


def _timed_with(wl: Workload) -> Workload:
    """The workload as people would run it: a quantized model for one user on llama.cpp.

    Sizing keeps the asked runtime (transformers by default, the conservative memory figure);
    the speed a setup is ranked and described by uses the likeliest runtime when none was named.
    """
    if wl.engine != "hf" or wl.precision is None:
        return wl
    engine = likeliest_engine(wl.precision, wl.method, None)
    return wl if engine == "transformers" else wl.model_copy(update={"engine": engine})


class _Fit(NamedTuple):
    """A setup that fits: its memory and speed, as ``Setup`` fields."""

    per_gpu_gb: float
    usable_gb: float
    headroom_share: float
    strategy: str
    tokens_per_s: float

    def fields(self, model: ModelSpec, gpu: GPU, count: int) -> dict[str, Any]:
        """The ``Setup`` fields every candidate shares, bought or rented."""
        return {
            "model_id": model.id,
            "gpu_id": gpu.id,
            "count": count,
            "per_gpu_gb": self.per_gpu_gb,
            "usable_gb": self.usable_gb,
            "headroom_gb": round(self.usable_gb - self.per_gpu_gb, 2),
            "headroom_share": round(self.headroom_share, 3),
            "strategy": self.strategy,
            "tokens_per_s": round(self.tokens_per_s, 1),
        }


def _sized(model: ModelSpec, gpu: GPU, count: int, wl: Workload) -> _Fit | None:
    """Memory and speed of ``count`` x ``gpu`` for the workload, or None if it does not fit."""
    est = estimate_memory(model, gpu, count, wl, with_alternatives=False)
    if not est.fits:
        return None
    speed = estimate_speed(model, gpu, count, _timed_with(wl))
    tps = speed.decode_tokens_per_s_total or speed.train_tokens_per_s or 0.0
    share = est.headroom_gb / est.usable_gb if est.usable_gb > 0 else 0.0
    return _Fit(est.per_gpu_gb, est.usable_gb, share, est.strategy, tps)


def buy_setups(
    model: ModelSpec,
    gpus: Iterable[GPU],
    wl: Workload,
    constraints: Constraints,
    currency: Currency,
    fx: Sequence[FxRate],
) -> list[Setup]:
    """Every GPU with a catalog price, at the fewest of ``BUY_COUNTS`` that fits."""
    out: list[Setup] = []
    for gpu in gpus:
        unit_usd, basis, chosen = unit_price_usd(gpu, constraints)
        if unit_usd is None or not gpu_allowed(gpu, constraints):
            continue
        for count in buy_counts(gpu, constraints.max_cards):
            fit = _sized(model, gpu, count, wl)
            if fit is None:
                continue
            usd = unit_usd * count
            second_hand = basis.startswith(USED_MARKET_PREFIX)  # a card sold only used (a P40)
            out.append(
                Setup(
                    kind="buy",
                    **fit.fields(model, gpu, count),
                    price=money(convert(usd, "USD", currency, fx)[0]),
                    price_usd=money(usd),
                    currency=currency,
                    price_basis=basis,
                    source=f"specs/gpus.yaml#{gpu.id}",
                    used_market=second_hand,
                    asked_used=chosen
                    or (
                        second_hand and gpu.id in constraints.only_gpus and constraints.used_priced
                    ),
                )
            )
            if fit.headroom_share >= HEADROOM_SHARE:
                break  # more cards of the same GPU only cost more
    return out


def rent_setups(
    model: ModelSpec,
    gpus: dict[str, GPU],
    offers: Iterable[CloudOffer],
    wl: Workload,
    constraints: Constraints,
    currency: Currency,
    fx: Sequence[FxRate],
) -> list[Setup]:
    """Every rankable on-demand offer, combined to the fewest GPUs that fit."""
    out: list[Setup] = []
    sized_cache: dict[tuple[str, int], _Fit | None] = {}
    for offer in offers:
        gpu = gpus.get(offer.gpu_id or "")
        hourly = offer.on_demand_per_hour
        if not offer.rankable or gpu is None or hourly is None or not gpu_allowed(gpu, constraints):
            continue
        if constraints.provider and offer.provider != constraints.provider:
            continue
        per_gpu = offer.price_basis == "per_gpu"
        if constraints.whole_servers and (per_gpu or offer.gpu_count < SERVER_GPUS):
            continue
        seen: set[int] = set()
        for want in RENT_COUNTS:
            instances = 1 if per_gpu else -(-want // offer.gpu_count)
            count = want if per_gpu else instances * offer.gpu_count
            if count in seen or count > (constraints.max_cards or count):
                continue
            seen.add(count)
            key = (gpu.id, count)
            if key not in sized_cache:
                sized_cache[key] = _sized(model, gpu, count, wl)
            fit = sized_cache[key]
            if fit is None:
                continue
            tps = fit.tokens_per_s
            rate = hourly * (count if per_gpu else instances)
            price = convert(rate, offer.currency, currency, fx)[0]
            per_gpu_hour = price / count
            per_m = price / (dec(tps) * 3600) * Decimal(1_000_000) if tps > 0 else None
            out.append(
                Setup(
                    kind="rent",
                    **fit.fields(model, gpu, count),
                    price=money(price),
                    price_usd=money(to_usd(rate, offer.currency, fx)),
                    currency=currency,
                    per_gpu_hour=per_gpu_hour.quantize(Decimal("0.0001")),
                    cost_per_million_tokens=money(per_m) if per_m is not None else None,
                    price_basis=offer.price_basis,
                    as_of=offer.as_of,
                    source=offer.source,
                    offer_id=offer.id,
                    provider=offer.provider,
                    instance_type=offer.instance_type,
                    region=offer.region,
                    instances=instances,
                    confidence=offer.confidence,
                )
            )
            if fit.headroom_share >= HEADROOM_SHARE:
                break
    return out


def rank_key(
    kind: Kind, objective: Objective | None, roomy: bool = False
) -> Callable[[Setup], tuple[float, ...]]:
    """Sort key for setups under ``objective`` (smaller is better); see the module rules."""

    def key(s: Setup) -> tuple[float, ...]:
        price = float(s.price_usd)
        if objective == "fastest":
            return (-s.tokens_per_s, price)
        if objective == "most_memory":
            return (-s.usable_gb * s.count, price)
        if objective == "best_value":
            return (price / s.tokens_per_s if s.tokens_per_s else float("inf"), price)
        if objective == "cheapest" or kind == "rent":
            return (price, s.count, -s.tokens_per_s)
        if roomy:
            return (s.count, -s.usable_gb, price, -s.tokens_per_s)
        return (s.count, price, -s.tokens_per_s)

    return key


def _affordable(s: Setup, budget: Budget | None, hours: float | None) -> bool:
    if budget is None:
        return True
    cost = s.price_usd
    if s.kind == "rent":
        if budget.period == "month":
            cost = s.price_usd * dec(HOURS_PER_MONTH)
        elif budget.period == "total":
            cost = s.price_usd * dec(hours or HOURS_PER_MONTH)
    return cost <= budget.amount_usd


def _kept_aside(setup: Setup) -> bool:
    """A used-market price is never the pick; one the user asked for ("a used 3090") is."""
    return setup.used_market and not setup.asked_used


def choose(
    setups: list[Setup],
    budget: Budget | None,
    objective: Objective | None,
    kind: Kind,
    hours: float | None = None,
    roomy: bool = False,
) -> dict[str, Setup | None | bool]:
    """Pick, runner-up, used alternative, faster option and cheapest fit from ``setups``."""
    for s in setups:
        s.within_budget = _affordable(s, budget, hours)
    key = rank_key(kind, objective, roomy)
    comfy = [s for s in setups if s.headroom_share >= HEADROOM_SHARE]
    pool = comfy or setups
    new = sorted((s for s in pool if s.within_budget and not _kept_aside(s)), key=key)
    used = sorted((s for s in pool if s.within_budget and _kept_aside(s)), key=key)
    pick = new[0] if new else None
    runner = next((s for s in new[1:] if pick and s.gpu_id != pick.gpu_id), None)
    cheap = rank_key(kind, "cheapest")
    used_alt = used[0] if used and (pick is None or cheap(used[0]) < cheap(pick)) else None
    faster = None
    if pick is not None:
        quicker = [s for s in pool if not _kept_aside(s) and s.tokens_per_s > pick.tokens_per_s]
        quicker = [s for s in quicker if s is not runner]
        faster = min(quicker, key=cheap) if quicker else None
    everything = sorted((s for s in pool if not _kept_aside(s)), key=cheap)  # asked-used counts
    cheapest_fit = everything[0] if pick is None and everything else None
    return {
        "pick": pick,
        "runner_up": runner,
        "used_alternative": used_alt,
        "faster_option": faster,
        "cheapest_fit": cheapest_fit,
        "tight_fit": not comfy and bool(setups),
    }


LIGHTER = {"full": "lora", "lora": "qlora", "pretrain": "lora"}
"""The next lighter fine-tuning method to try when nothing fits the budget."""
LIGHTER_PRECISION = {"bf16": "int8", "fp16": "int8", "fp32": "int8", "fp8": "int4", "int8": "int4"}
"""The next lighter inference precision to try when nothing fits the budget."""


def _lighter(wl: Workload) -> dict[str, object]:
    """The next lighter method (QLoRA fixes its own precision) or precision; {} when none."""
    if wl.method in LIGHTER:
        step = LIGHTER[wl.method]
        return {"method": step, "precision": None} if step == "qlora" else {"method": step}
    precision = wl.precision or "bf16"
    if wl.method == "inference" and precision in LIGHTER_PRECISION:
        return {"precision": LIGHTER_PRECISION[precision]}
    return {}


def recommend(
    model: ModelSpec,
    workload: Workload,
    *,
    kind: Kind,
    gpus: dict[str, GPU],
    offers: Sequence[CloudOffer],
    fx: Sequence[FxRate],
    budget: Budget | None = None,
    objective: Objective | None = None,
    constraints: Constraints | None = None,
    currency: Currency = "USD",
    hours: float | None = None,
    roomy: bool = False,
) -> Recommendation:
    """Rank setups that run ``workload`` of ``model`` within ``budget`` (see module rules).

    Args:
        model: the model to run.
        workload: method, precision, lengths, engine.
        kind: ``buy`` (catalog prices) or ``rent`` (on-demand offers).
        gpus: the GPU catalog by id.
        offers: the price book's offers (rent).
        fx: dated exchange rates.
        budget: the most the user will spend (per hour or month for rentals), or None.
        objective: ranking objective; None = fewest cards / cheapest, then faster.
        constraints: required memory, features, provider.
        currency: currency of the prices reported.
        hours: rental duration, for a total budget spent on renting.
        roomy: more memory before a lower price (no model named: room for a larger one).

    Returns:
        A ``Recommendation``; with no pick, ``cheapest_fit`` and ``method_change`` say what would.
    """
    constraints = constraints or Constraints()
    needed = PRECISION_FEATURES.get(workload.precision or "")
    if needed is not None and needed not in constraints.features:
        constraints = constraints.model_copy(update={"features": [*constraints.features, needed]})

    def setups_for(wl: Workload) -> list[Setup]:
        if kind == "buy":
            return buy_setups(model, gpus.values(), wl, constraints, currency, fx)
        return rent_setups(model, gpus, offers, wl, constraints, currency, fx)

    setups = setups_for(workload)
    floor = constraints.min_tokens_per_s
    if floor is not None:  # "70B at >15 tok/s": slower setups are no answer
        setups = [s for s in setups if s.tokens_per_s >= floor]
    roomy = roomy and kind == "buy" and objective is None
    chosen = choose(setups, budget, objective, kind, hours, roomy)
    est_precision = workload.precision or ("int4" if workload.method == "qlora" else "bf16")
    result = Recommendation(
        kind=kind,
        model_id=model.id,
        method=workload.method,
        precision=est_precision,
        objective=objective,
        budget=budget,
        considered=len(setups),
        notes=[
            f"rank_{kind}_{objective or ('roomy' if roomy else 'default')}",
            "headroom",
            *(["speed_floor"] if floor is not None else []),
        ],
        **chosen,
    )
    lighter = _lighter(workload) if result.pick is None else {}
    while lighter:
        wl = workload.model_copy(update=lighter)
        alt = choose(setups_for(wl), budget, objective, kind, hours, roomy)
        if isinstance(alt["pick"], Setup):
            result.method_change = str(lighter.get("precision") or lighter["method"])
            result.method_pick = alt["pick"]
            break
        lighter = _lighter(wl)
    if any(s.used_market for s in setups):
        result.notes.append("used_market")
    return result


__all__ = [
    "BASEBOARD_COUNTS",
    "BUY_COUNTS",
    "HEADROOM_SHARE",
    "Budget",
    "Constraints",
    "Recommendation",
    "Setup",
    "buy_counts",
    "buy_setups",
    "choose",
    "gpu_allowed",
    "make_budget",
    "rank_key",
    "recommend",
    "rent_setups",
]
