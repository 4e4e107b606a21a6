"""Compare 2-6 GPUs for one workload and name the winner, with the reason (pure).

Each GPU (at the count asked) is sized by ``estimate_memory`` and timed by ``estimate_speed``;
its cheapest rankable on-demand offer gives $/GPU-hour and cost per million tokens. Winner rules:

- only GPUs that fit the workload can win; when exactly one fits, it wins for that reason;
- when none fits, the one with the most memory comes closest;
- with no model named, memory decides what can run at all (most memory, then faster) for
  inference; for training, compute decides (the fastest training throughput on the reference
  model): memory capacity does not make an export-limited card train faster;
- otherwise by the objective: ``cheapest`` (setup-hour price), ``best_value`` (cost per 1M
  tokens, else tokens/s per purchase dollar), ``most_memory``; by default the fastest.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel

from assistant.calc.batch_inference import OFFLINE_FLOOR_TOKENS_PER_S
from assistant.calc.engines import GGUF_SERVED_AS
from assistant.calc.money import cheapest_per_gpu_hour, dec, money
from assistant.calc.serving import serving_capacity
from assistant.calc.sizing import estimate_memory
from assistant.calc.speed import estimate_speed
from assistant.calc.workload import Workload
from assistant.catalog.offers import CloudOffer, Currency, FxRate
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.models import GPU, ModelSpec, Objective

WinReason = Literal[
    "only_fit", "none_fit", "memory", "fastest", "cheapest", "best_value", "most_memory",
    "tied_cheaper", "tied_memory", "tied_prefill",
]  # fmt: skip
SPEED_TIE = 0.02
"""Speeds this close (a share of the fastest) are a tie: price, else memory, decides."""


class Contender(BaseModel):
    """One GPU (x count) on the workload: fit, speed, price and power."""

    gpu_id: str
    count: int
    memory_gb: float
    fits: bool
    per_gpu_gb: float
    usable_gb: float
    decode_tokens_per_s: float | None
    """Per sequence at batch 1 (inference)."""
    prefill_tokens_per_s: float | None
    train_tokens_per_s: float | None
    tokens_per_s: float
    """Whole setup: decode total (inference) or training tokens/s."""
    per_gpu_hour: Decimal | None
    """Cheapest on-demand GPU-hour in ``currency`` among rankable offers (provider if asked)."""
    cost_per_million_tokens: Decimal | None
    """Inference: at full load, batched on vLLM (``full_load_tokens_per_s``); training: at the
    setup's training throughput."""
    offer_id: str | None
    provider: str | None
    price_as_of: date | None
    price_confidence: str | None
    launch_price_usd: Decimal | None
    tdp_w: float | None
    """Board power of the whole setup in watts."""


class HeadToHead(BaseModel):
    """Output of ``compare_for_workload``: the rows in the order asked and the winner."""

    model_id: str
    method: str
    precision: str
    currency: Currency
    rows: list[Contender]
    winner: str | None
    """GPU id of the winner, None when the rows tie or nothing can be said."""
    reason: WinReason


class ComparedGPU(Contender):
    """A contender with the spec figures a comparison table shows beside it."""

    name: str
    memory_bandwidth_gb_s: float
    bf16_tflops: float | None
    fp8_tflops: float | None
    nvlink: bool
    interconnect_gb_s: float
    market_note: str | None
    cheapest_per_gpu_hour: Decimal | None
    price_offer_id: str | None

    @classmethod
    def of(cls, row: Contender, gpu: GPU) -> ComparedGPU:
        """``row`` with ``gpu``'s spec figures."""
        return cls(
            **dict(row),
            name=gpu.name,
            memory_bandwidth_gb_s=gpu.memory_bandwidth_gb_s,
            bf16_tflops=gpu.bf16_tflops,
            fp8_tflops=gpu.fp8_tflops,
            nvlink=gpu.nvlink,
            interconnect_gb_s=gpu.interconnect_gb_s,
            market_note=gpu.market_note,
            cheapest_per_gpu_hour=row.per_gpu_hour,
            price_offer_id=row.offer_id,
        )


class ComparisonReport(BaseModel):
    """What the ``compare_gpus`` tool returns: the rows with specs, the winner and the basis."""

    gpus: list[ComparedGPU]
    currency: Currency
    model_id: str
    model_named: bool
    method: str
    precision: str
    provider: str | None
    objective: Objective | None
    winner: str | None
    reason: WinReason
    reference_workload: str
    assumptions: list[Message]


def contender(
    model: ModelSpec,
    gpu: GPU,
    count: int,
    wl: Workload,
    offers: Sequence[CloudOffer],
    currency: Currency,
    fx: Sequence[FxRate],
    provider: str | None = None,
) -> Contender:
    """Size, time and price ``count`` x ``gpu`` for the workload."""
    est = estimate_memory(model, gpu, count, wl, with_alternatives=False)
    speed = estimate_speed(model, gpu, count, wl)
    tps = speed.decode_tokens_per_s_total or speed.train_tokens_per_s or 0.0
    cheapest = cheapest_per_gpu_hour(offers, currency, fx, gpu_id=gpu.id, provider=provider)
    # a token's cost is what the cards make at full load: a server batches many sequences
    batched = full_load_tokens_per_s(model, gpu, count, wl) if wl.method == "inference" else None
    per_m = None
    if cheapest is not None and (batched or tps) > 0:
        per_m = money(cheapest[0] * count / (dec(batched or tps) * 3600) * Decimal(1_000_000))
    return Contender(
        gpu_id=gpu.id,
        count=count,
        memory_gb=gpu.memory_gb,
        fits=est.fits,
        per_gpu_gb=est.per_gpu_gb,
        usable_gb=est.usable_gb,
        decode_tokens_per_s=speed.decode_tokens_per_s,
        prefill_tokens_per_s=speed.prefill_tokens_per_s,
        train_tokens_per_s=speed.train_tokens_per_s,
        tokens_per_s=round(tps, 1),
        per_gpu_hour=cheapest[0].quantize(Decimal("0.0001")) if cheapest else None,
        cost_per_million_tokens=per_m,
        offer_id=cheapest[1].id if cheapest else None,
        provider=cheapest[1].provider if cheapest else None,
        price_as_of=cheapest[1].as_of if cheapest else None,
        price_confidence=cheapest[1].confidence if cheapest else None,
        launch_price_usd=gpu.launch_price_usd * count if gpu.launch_price_usd else None,
        tdp_w=gpu.tdp_w * count if gpu.tdp_w else None,
    )


def full_load_tokens_per_s(model: ModelSpec, gpu: GPU, count: int, wl: Workload) -> float | None:
    """Tokens/s ``count`` cards generate batched on vLLM at full load; None when it cannot run.

    The engine's batch grows until the KV cache or its sequence limit stops it (the batch
    timer's offline floor); the context is the workload's, else the serving default. A GGUF
    format is served as its vLLM counterpart (Q8_0 as int8, the 2-6-bit ones as int4).
    """
    precision: str = wl.precision or "bf16"
    if precision.startswith("q"):  # the other GGUF types (Q6_K, Q5_K_M, Q3_K_M…) as 4-bit
        precision = GGUF_SERVED_AS.get(precision, "int4")
    try:
        capacity = serving_capacity(
            model,
            gpu,
            count,
            tokens_per_s_target=OFFLINE_FLOOR_TOKENS_PER_S,
            context_tokens=wl.seq_len,
            precision=precision,
        )
    except (UsageError, ValueError):
        return None
    return capacity.users * capacity.per_user_tokens_per_s or None


def _value(c: Contender, priced_all: bool) -> float:
    """Smaller is better: cost per 1M tokens, else purchase dollars per token/s."""
    if priced_all and c.cost_per_million_tokens is not None:
        return float(c.cost_per_million_tokens)
    if c.launch_price_usd and c.tokens_per_s:
        return float(c.launch_price_usd) / c.tokens_per_s
    return 1 / c.tokens_per_s if c.tokens_per_s else float("inf")


def choose_winner(
    rows: Sequence[Contender],
    objective: Objective | None,
    model_named: bool,
    training: bool = False,
) -> tuple[str | None, WinReason]:
    """The winning GPU id and why (see module rules)."""
    fit = [r for r in rows if r.fits]
    if not fit:
        best = max(rows, key=lambda r: (r.usable_gb * r.count, r.tokens_per_s))
        return best.gpu_id, "none_fit"
    if len(fit) == 1 and len(rows) > 1:
        return fit[0].gpu_id, "only_fit"
    if objective == "cheapest":
        priced = [r for r in fit if r.per_gpu_hour is not None]
        if priced:
            return min(priced, key=lambda r: r.per_gpu_hour * r.count).gpu_id, "cheapest"  # type: ignore[operator]
    if objective == "best_value":
        priced_all = all(r.cost_per_million_tokens is not None for r in fit)
        return min(fit, key=lambda r: _value(r, priced_all)).gpu_id, "best_value"
    speed_asked = objective == "fastest"  # "which is faster for inference": speed decides
    if objective == "most_memory" or (not model_named and not training and not speed_asked):
        best = max(fit, key=lambda r: (r.memory_gb * r.count, r.tokens_per_s))
        tied = all(r.memory_gb * r.count == best.memory_gb * best.count for r in fit)
        if tied and objective is None:  # the same memory everywhere: speed decides
            return best.gpu_id, "fastest"
        return best.gpu_id, "most_memory" if objective == "most_memory" else "memory"
    return _fastest(fit, speed_asked)


def _fastest(fit: Sequence[Contender], speed_asked: bool) -> tuple[str, WinReason]:
    """The fastest that fits; among speeds within ``SPEED_TIE`` the cheaper, else more memory.

    With the same memory too, the faster prompt reading (prefill) decides.

    "A100 40GB or 80GB for a 13B LoRA": the same compute trains at the same speed, so the price
    of the hour (or the room of the bigger card) decides, not a rounding of the speeds.
    """
    best = max(fit, key=lambda r: r.tokens_per_s)
    tied = [r for r in fit if r.tokens_per_s >= best.tokens_per_s * (1 - SPEED_TIE)]
    if len(tied) < 2 or speed_asked:
        return best.gpu_id, "fastest"
    if all(r.per_gpu_hour is not None for r in tied):
        return min(tied, key=lambda r: float(r.per_gpu_hour or 0) * r.count).gpu_id, "tied_cheaper"
    roomiest = max(tied, key=lambda r: r.memory_gb * r.count)
    same_room = all(r.memory_gb * r.count == roomiest.memory_gb * roomiest.count for r in tied)
    read = [r for r in tied if r.prefill_tokens_per_s] if same_room else []
    if len(read) == len(tied):  # "L20 vs L40S": one bandwidth, one memory; the prompt decides
        return max(read, key=lambda r: r.prefill_tokens_per_s or 0.0).gpu_id, "tied_prefill"
    return roomiest.gpu_id, "tied_memory"


def compare_for_workload(
    model: ModelSpec,
    wl: Workload,
    setups: Sequence[tuple[GPU, int]],
    *,
    offers: Sequence[CloudOffer],
    fx: Sequence[FxRate],
    currency: Currency = "USD",
    provider: str | None = None,
    objective: Objective | None = None,
    model_named: bool = True,
) -> HeadToHead:
    """Compare ``setups`` (GPU, count) on ``wl`` of ``model`` and name the winner.

    Args:
        model: the workload's model (a reference model when none was named).
        wl: method, precision, lengths, engine.
        setups: the GPUs asked about with their counts, in the order asked.
        offers: price book offers, for $/GPU-hour and cost per 1M tokens.
        fx: dated exchange rates.
        currency: currency of prices.
        provider: restrict prices to this provider (as named in the price book).
        objective: what "best" means; None = fastest that fits.
        model_named: False when ``model`` is only a reference (memory then decides).

    Returns:
        A ``HeadToHead`` with one row per setup and the winner with its reason.
    """
    rows = [contender(model, g, n, wl, offers, currency, fx, provider) for g, n in setups]
    training = wl.method in ("full", "lora", "qlora", "pretrain")
    winner, reason = choose_winner(rows, objective, model_named, training)
    precision = wl.precision or ("int4" if wl.method == "qlora" else "bf16")
    return HeadToHead(
        model_id=model.id,
        method=wl.method,
        precision=precision,
        currency=currency,
        rows=rows,
        winner=winner,
        reason=reason,
    )


__all__ = [
    "ComparedGPU",
    "ComparisonReport",
    "Contender",
    "HeadToHead",
    "choose_winner",
    "compare_for_workload",
    "contender",
]
