"""Pick catalog GPUs for an image, video, vision or speech workload under a budget; pure.

A card qualifies when the workload fits with 10% of usable memory to spare (the rule the LLM
recommendations use), as asked or with the mildest memory-saving change that makes it fit
(text encoders offloaded, then an fp8, then an NF4 denoiser; 8-bit Adam for training), which
it names. Buying prices a card at its catalog launch price; renting at the cheapest on-demand
GPU-hour in the price book. Ranked by price (cheapest first) or by speed.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, Field

from assistant.calc.candidates import USED_MARKET_PREFIX, buy_counts, is_non_cuda_desktop
from assistant.calc.catalog_query import has_feature
from assistant.calc.media import (
    MediaJob,
    MediaMemoryEstimate,
    estimate_media_memory,
    memory_settings,
)
from assistant.calc.media_bar import speed_bar
from assistant.calc.media_speed import MediaSpeedEstimate, estimate_media_speed
from assistant.calc.money import cheapest_per_gpu_hour, convert, money
from assistant.calc.power import gpus_on_psu
from assistant.catalog.offers import CloudOffer, Currency, FxRate
from assistant.catalog.workload_specs import WorkloadSpec
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import choice as choice_say
from assistant.messages import media_jobs as jobs_say
from assistant.messages import workloads as say
from assistant.models import GPU, Feature

HEADROOM = 0.9
"""Keep setups whose peak is at most 90% of usable memory."""


class MediaCandidate(BaseModel):
    """One GPU that holds the workload, with its price and speed."""

    gpu_id: str
    gpu_name: str
    memory: MediaMemoryEstimate
    speed: MediaSpeedEstimate | None
    price: Decimal | None
    """Card price (buy) or GPU-hour price (rent) in ``currency``."""
    offer_id: str | None = None
    used_market: bool = False
    """The catalog prices this card on the second-hand market."""
    setting: Message | None = None
    """The memory-saving change it needs (offload, NF4, 8-bit Adam); None = as asked."""
    job_cost: Decimal | None = None
    """Renting: the job's hours on this card times its GPU-hour price, in ``currency``."""
    count: int = 1
    """Cards needed to reach the target rate (``JobSize.per_minute``); 1 without one."""


class JobSize(BaseModel):
    """How much work a job is, for its hours: images x epochs, training steps or audio hours."""

    images: int | None = Field(default=None, ge=1)
    epochs: float | None = Field(default=None, gt=0)
    train_steps: int | None = Field(default=None, ge=1)
    audio_hours: float | None = Field(default=None, gt=0)
    per_minute: float | None = Field(default=None, gt=0)
    """Images (or videos) a minute to serve at peak: how many cards each candidate needs."""
    timed_seconds: float | None = Field(default=None, gt=0)
    """The user's time per item on the card they timed ("35 min a clip on my 3090")."""
    target_seconds: float | None = Field(default=None, gt=0)
    """The time per item wanted ("under 10 min"): cards that much faster than the timed one."""


_JOB_FIELDS = {"images", "epochs", "train_steps", "audio_hours"}
"""The fields of ``JobSize`` that size one card's job (the rest set what a card must do)."""


class MediaPick(BaseModel):
    """GPUs for a workload: the best by the ranking, the cheapest and the fastest that fit."""

    workload_id: str
    kind: Literal["buy", "rent"]
    rank_by: Literal["price", "speed", "job_cost"]
    currency: Currency
    budget: Decimal | None
    best: MediaCandidate | None
    cheapest: MediaCandidate | None
    fastest: MediaCandidate | None
    candidates: list[MediaCandidate] = Field(default_factory=list)
    over_budget: int = 0
    """Cards that fit but cost more than the budget."""
    provider: str | None = None
    """Renting: only this provider's offers were priced."""
    per_minute: float | None = None
    """The target rate the counts are for (images or videos a minute)."""
    assumptions: list[Message] = Field(default_factory=list)


def _job_notes(best: MediaCandidate | None) -> list[Message]:
    """The job's size as the pick's speed sized it ("1,000,000 images x 1 epoch", or run)."""
    said = best.speed.assumptions if best is not None and best.speed is not None else []
    return [m for m in said if m.code in (jobs_say.VISION_JOB.code, jobs_say.VISION_RUN.code)]


def _speed_key(c: MediaCandidate) -> float:
    """Seconds per unit of work (lower is faster); cards with no speed sort last."""
    s = c.speed
    if s is None:
        return float("inf")
    for value in (
        s.seconds_per_image,
        s.seconds_per_video,
        s.seconds_per_step,
        s.latency_ms,
        s.real_time_factor,
    ):
        if value is not None:
            return value
    return 1 / s.train_images_per_s if s.train_images_per_s else float("inf")


class BoardLimits(BaseModel):
    """What the box takes: features every card must have, and the most board power."""

    features: list[Feature] = Field(default_factory=list)
    max_board_power_w: float | None = None
    memory_gb: float | None = None
    """Only cards of this memory ("only room for a 16gb card"), to half a GB."""
    max_slots: float | None = None
    """Only cards at most this many slots wide (``GPU.slots``; a card with none recorded is out)."""
    psu_w: float | None = None
    """The PSU the card must run on ("电源是 850W 的不想换"): its board power at most what the
    PSU carries beside a CPU and the rest of the build (``gpus_on_psu``)."""

    def _watts(self) -> float | None:
        carried = gpus_on_psu(self.psu_w) if self.psu_w is not None else None
        caps = [w for w in (self.max_board_power_w, carried) if w is not None]
        return min(caps) if caps else None

    def keeps(self, gpu: GPU) -> bool:
        """Whether ``gpu`` has every feature and draws no more than the cap.

        A whole computer (a Mac mini's 65 W is its wall maximum) is no card for a box's slot.
        """
        watts = self._watts()
        boxed = watts is not None or self.features or self.max_slots is not None
        # an embedded module under a power cap alone is the whole box ("整机 30w 以内")
        module = is_embedded(gpu) and not self.features and self.max_slots is None
        if boxed and gpu.unified_memory_gb is not None and not module:
            return False
        if self.max_slots is not None and (gpu.slots is None or gpu.slots > self.max_slots):
            return False
        if watts is not None and (gpu.tdp_w is None or gpu.tdp_w > watts):
            return False
        if self.memory_gb is not None and abs(gpu.memory_gb - self.memory_gb) > 0.5:
            return False
        return all(has_feature(gpu, f) for f in self.features)

    def notes(self) -> list[Message]:
        """The limits, said as assumptions."""
        watts = self._watts()
        limits = [choice_say.POWER_CAP(watts=watts)] if watts is not None else []
        if self.psu_w is not None and watts is not None and watts < (self.max_board_power_w or 1e9):
            limits = [choice_say.PSU_SHARE(watts=watts, psu=self.psu_w)]
        if "low_profile" in self.features:
            limits.append(choice_say.LOW_PROFILE_ONLY())
        if self.memory_gb is not None:
            limits.append(choice_say.MEMORY_SIZE_ONLY(memory=self.memory_gb))
        if self.max_slots is not None:
            limits.append(choice_say.SLOT_LIMIT(slots=self.max_slots))
        return limits


def is_embedded(gpu: GPU) -> bool:
    """An embedded module (a Jetson): a whole low-power computer, sold as a module or a kit."""
    return gpu.form_factor.lower().startswith("embedded")


def unnamed_pool(gpus: Iterable[GPU], max_board_power_w: float | None = None) -> list[GPU]:
    """The rows a pick weighs when no card is named: all but CUDA whole computers.

    A DGX Spark is one machine, not a card to buy for a build: weighed only when named, as in
    ``candidates.gpu_allowed``; Macs and Strix Halo machines stay (non-CUDA runtimes). Under a
    power cap no card meets ("8 路 yolo，整机 30w 以内"), the embedded modules that do are weighed.
    """
    rows = list(gpus)
    pool = [g for g in rows if g.unified_memory_gb is None or is_non_cuda_desktop(g)]
    cap = max_board_power_w
    if cap is not None and not any(g.tdp_w is not None and g.tdp_w <= cap for g in pool):
        pool += [g for g in rows if is_embedded(g) and g.tdp_w is not None and g.tdp_w <= cap]
    return pool


def pick_media_gpu(
    spec: WorkloadSpec,
    job: MediaJob,
    gpus: Iterable[GPU],
    *,
    kind: Literal["buy", "rent"],
    offers: Iterable[CloudOffer],
    fx: Iterable[FxRate],
    base: WorkloadSpec | None = None,
    budget: Decimal | None = None,
    currency: Currency = "USD",
    rank_by: Literal["price", "speed", "job_cost"] = "price",
    size: JobSize | None = None,
    provider: str | None = None,
    as_asked_first: bool = True,
    board: BoardLimits | None = None,
    timed_gpu: GPU | None = None,
) -> MediaPick:
    """Rank catalog GPUs that hold ``job`` by price, speed or (renting) the whole job's cost.

    ``size`` (images x epochs, training steps or hours of audio) gives each card's job hours;
    renting, the job's cost is those hours times the GPU-hour price. ``as_asked_first`` ranks, by
    price, the cards that run the job as asked ahead of those that need a memory-saving change.
    ``provider`` limits renting
    to that provider's offers. With a target rate (``size.per_minute``) each card needs as many
    copies as the rate over its images a minute, and the price compared is that many cards'.
    ``board`` keeps only cards with the features and at most the board power stated.
    ``timed_gpu`` with ``size.timed_seconds`` and ``size.target_seconds`` keeps only cards that
    much faster than the card the user timed (``media_bar``).
    """
    if rank_by == "job_cost" and (kind != "rent" or size is None):
        raise UsageError(say.JOB_COST_NEEDS_SIZE())
    size = size or JobSize()
    offers, fx = list(offers), list(fx)
    fitting: list[MediaCandidate] = []
    board = board or BoardLimits()
    for gpu in gpus:
        if not board.keeps(gpu):
            continue  # "half-height, 75 W at most": a card the box cannot take
        if kind == "buy" and 1 not in buy_counts(gpu):
            continue  # sold only on 4- or 8-GPU baseboards
        price, offer_id = _price(gpu, kind, offers, fx, currency, provider)
        if price is None:
            continue
        found = first_fit(spec, gpu, job)
        if found is None:
            continue
        setting, tried, mem = found
        try:
            speed: MediaSpeedEstimate | None = estimate_media_speed(
                spec,
                gpu,
                tried,
                base=base,
                **size.model_dump(include=_JOB_FIELDS),
            )
        except UsageError:
            speed = None
        hours = speed.job_hours if speed is not None else None
        cost = money(price * Decimal(str(hours))) if kind == "rent" and hours else None
        used = (gpu.price_basis or "").startswith(USED_MARKET_PREFIX)
        fitting.append(
            MediaCandidate(
                gpu_id=gpu.id,
                gpu_name=gpu.name,
                memory=mem,
                speed=speed,
                price=price,
                offer_id=offer_id,
                used_market=used,
                setting=setting,
                job_cost=cost,
                count=_count(speed, size.per_minute),
            )
        )
    within = [c for c in fitting if budget is None or (c.price is not None and c.price <= budget)]
    bar = _bar(spec, job, timed_gpu, size, base)
    if bar is not None:  # "what card gets it under 10 min": only cards that fast
        within = [c for c in within if _speed_key(c) <= bar[0]]
    # a used-market card (unverified price, no warranty) ranks after every new one: shown, never
    # the pick while a new card fits, as in the LLM recommendations; by price, a card that runs
    # the job as asked ranks ahead of a cheaper one that needs NF4 or offloading (unless the
    # cheapest card that can run it at all was asked for)
    by_price = sorted(
        within,
        key=lambda c: (
            c.used_market,
            as_asked_first and c.setting is not None,
            (c.price or Decimal(0)) * c.count,
            _speed_key(c),
            c.gpu_id,
        ),
    )
    by_speed = sorted(
        within, key=lambda c: (c.used_market, _speed_key(c), c.price or Decimal(0), c.gpu_id)
    )
    by_cost = sorted(
        (c for c in within if c.job_cost is not None),
        key=lambda c: (c.used_market, c.job_cost or Decimal(0), _speed_key(c), c.gpu_id),
    )
    ranked = {"price": by_price, "speed": by_speed, "job_cost": by_cost}[rank_by]
    rank = {"price": say.RANK_PRICE, "speed": say.RANK_SPEED, "job_cost": say.RANK_JOB_COST}
    notes = [
        *([bar[1]] if bar is not None else []),
        say.PICK_RULE(rank=rank[rank_by]()),
        say.PRICE_BASIS_BUY() if kind == "buy" else say.PRICE_BASIS_RENT(),
        *board.notes(),
        *_job_notes(ranked[0] if ranked else None),
    ]
    return MediaPick(
        workload_id=spec.id,
        kind=kind,
        rank_by=rank_by,
        currency=currency,
        budget=budget,
        best=ranked[0] if ranked else None,
        cheapest=by_price[0] if by_price else None,
        fastest=by_speed[0] if by_speed else None,
        candidates=ranked[:8],
        over_budget=len(fitting) - len(within),
        provider=provider if kind == "rent" else None,
        per_minute=size.per_minute,
        assumptions=notes,
    )


def _bar(
    spec: WorkloadSpec,
    job: MediaJob,
    ref: GPU | None,
    size: JobSize,
    base: WorkloadSpec | None,
) -> tuple[float, Message] | None:
    """The speed bar a timed card and a target time set (``media_bar``), or None."""
    timed, target = size.timed_seconds, size.target_seconds
    if ref is None or timed is None or target is None or target >= timed:
        return None
    # the setting the timed card runs it in: the mildest that fits at all, else the leanest
    tried = [t for _, t in memory_settings(spec, job)]
    fits = [t for t in tried if (m := estimate_media_memory(spec, ref, t)).peak_gb <= m.usable_gb]
    try:
        speed = estimate_media_speed(spec, ref, (fits or tried)[0 if fits else -1], base=base)
    except UsageError:
        speed = None
    return speed_bar(speed, ref.name, timed, target)


def _count(speed: MediaSpeedEstimate | None, per_minute: float | None) -> int:
    """Cards needed for ``per_minute`` images (or videos) a minute; 1 without a target."""
    if per_minute is None or speed is None:
        return 1
    rate = speed.images_per_minute
    if rate is None and speed.seconds_per_video:
        rate = 60 / speed.seconds_per_video
    return max(1, math.ceil(per_minute / rate - 1e-9)) if rate else 1


def first_fit(
    spec: WorkloadSpec, gpu: GPU, job: MediaJob
) -> tuple[Message | None, MediaJob, MediaMemoryEstimate] | None:
    """The mildest setting under which ``job`` fits ``gpu`` with headroom, or None."""
    for setting, tried in memory_settings(spec, job):
        mem = estimate_media_memory(spec, gpu, tried)
        if mem.peak_gb <= mem.usable_gb * HEADROOM:
            return setting, tried, mem
    return None


def _price(
    gpu: GPU,
    kind: str,
    offers: list[CloudOffer],
    fx: list[FxRate],
    currency: Currency,
    provider: str | None = None,
) -> tuple[Decimal | None, str | None]:
    if kind == "buy":
        if gpu.launch_price_usd is None:
            return None, None
        return money(convert(gpu.launch_price_usd, "USD", currency, fx)[0]), None
    found = cheapest_per_gpu_hour(offers, currency, fx, gpu_id=gpu.id, provider=provider)
    if found is None:
        return None, None
    return money(found[0]), found[1].id


__all__ = ["JobSize", "MediaCandidate", "MediaPick", "is_embedded", "pick_media_gpu"]
