"""How long a training or fine-tuning job takes, in GPU-hours and days, and what it costs.

The volume is the tokens processed: given directly, or samples x tokens per sample x epochs.
The rate is ``calc.training``'s: FLOPs per token (6 x active params for pre-training and full
fine-tuning, 4 x for LoRA/QLoRA which skip the weight gradients, + 2 x with checkpointing,
+ causal attention) over the GPUs' dense bf16 peak x MFU, plus exposed communication. The MFU
range is the published one for the GPU generation (Llama 3: 38-43% on H100; Megatron-LM: 52%
on A100; see ``training.MFU_RANGE_BY_GENERATION``) and gives the hours as a range. The cost is
those hours on the cheapest on-demand offer of the GPU (``money.cheapest_per_gpu_hour``).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from decimal import Decimal

from pydantic import BaseModel, Field

from assistant.calc.money import age_warning, cheapest_per_gpu_hour, dec, money
from assistant.calc.sizing import estimate_memory
from assistant.calc.training import estimate_training
from assistant.calc.workload import Workload
from assistant.catalog.offers import CloudOffer, Currency, FxRate
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import failures as fail
from assistant.messages import llmcalc as say
from assistant.models import GPU, ModelSpec

HOURS_PER_DAY = 24.0
SELECTIVE_RECOMPUTE_SHARE = 0.027
"""Selective activation recomputation costs 2.7% of the step on GPT-3 175B (Korthikanti et al.
2022, "Reducing Activation Recomputation in Large Transformer Models", Table 4), within the MFU
range; full recomputation would add 2P per token (a third)."""


class JobCost(BaseModel):
    """The job's hours priced on one offer (money in ``currency``, rounded to cents)."""

    offer_id: str
    provider: str
    instance_type: str = ""
    currency: Currency
    per_gpu_hour: Decimal
    total: Decimal
    """Point estimate: per GPU-hour x GPUs x hours."""
    total_range: tuple[Decimal, Decimal]
    """At the high and the low end of the MFU range (cheapest first)."""
    as_of: date | None
    source: str

    @property
    def where(self) -> str:
        """The offer as a reader knows it: provider and instance type ("Lambda gpu_8x_a100")."""
        return f"{self.provider} {self.instance_type}".strip()


class JobDuration(BaseModel):
    """Wall time, GPU-hours and cost of one training job (hours are wall-clock)."""

    model_id: str
    gpu_id: str
    count: int
    method: str
    precision: str
    seq_len: int
    tokens: float
    """Tokens processed over the whole job (all epochs)."""
    samples: int | None
    epochs: float
    flops: float
    """Model FLOPs of the job: 6 (4 for LoRA/QLoRA) x active params x tokens."""
    train_tokens_per_s: float
    hours: float
    hours_range: tuple[float, float]
    """At the high and the low end of the MFU range (fastest first)."""
    days: float
    gpu_hours: float
    gpu_hours_range: tuple[float, float]
    mfu: float
    mfu_range: tuple[float, float]
    fits: bool
    per_gpu_gb: float
    cost: JobCost | None
    """None when no offer of this GPU is in the price book."""
    assumptions: list[Message] = Field(default_factory=list)
    warnings: list[Message] = Field(default_factory=list)


PAIRED_RECIPES = frozenset({"dpo", "ipo", "orpo", "simpo"})
"""Recipes trained on preference pairs: each sample is a chosen and a rejected sequence."""
RECIPE_NAMES = {
    "sft": "SFT", "dpo": "DPO", "ipo": "IPO", "orpo": "ORPO", "simpo": "SimPO", "kto": "KTO",
    "ppo": "PPO", "grpo": "GRPO", "rlhf": "RLHF",
}  # fmt: skip
METHOD_WORDS = {"lora": "LoRA", "qlora": "QLoRA", "full": "full", "pretrain": "pre-training"}


def _recipe_said(recipe: str | None, method: str, pairs: int | None) -> list[Message]:
    """The recipe named and the method it is timed as (``pairs``: a preference recipe's)."""
    if recipe is None or recipe not in RECIPE_NAMES:
        return []
    name, word = RECIPE_NAMES[recipe], METHOD_WORDS.get(method, method)
    if pairs is not None:
        return [say.PREFERENCE_PAIRS(recipe=name, method=word, pairs=pairs, sequences=2 * pairs)]
    return [say.RECIPE_AS_METHOD(recipe=name, method=word)]


def job_tokens(
    tokens: float | None, samples: int | None, seq_len: int | None, epochs: float
) -> float:
    """Tokens a job processes: given, or samples x tokens per sample x epochs.

    Raises:
        UsageError: neither a volume nor samples, or a non-positive figure.
    """
    if epochs <= 0:
        raise UsageError(say.EPOCHS_POSITIVE(epochs=epochs))
    if tokens is not None:
        if tokens <= 0:
            raise UsageError(fail.TOKENS_POSITIVE(tokens=tokens))
        return tokens * epochs
    if samples is None:
        raise UsageError(say.DURATION_NEEDS_VOLUME())
    if samples < 1:
        raise UsageError(say.SAMPLES_AT_LEAST_ONE(samples=samples))
    return float(samples) * (seq_len or 2048) * epochs


def estimate_job_duration(
    model: ModelSpec,
    gpu: GPU,
    count: int,
    workload: Workload,
    *,
    tokens: float | None = None,
    samples: int | None = None,
    epochs: float = 1.0,
    offers: Iterable[CloudOffer] = (),
    fx: Iterable[FxRate] = (),
    currency: Currency = "USD",
    today: date | None = None,
    mfu: float | None = None,
    recipe: str | None = None,
) -> JobDuration:
    """Hours, days and GPU-hours of a training job on ``count`` x ``gpu``, and their cost.

    Args:
        model: the model trained.
        gpu: the GPU type.
        count: GPUs (>= 1).
        workload: method (pretrain, full, lora, qlora), sequence length, precision, strategy.
        tokens: tokens per epoch (a dataset size); or give ``samples``.
        samples: samples per epoch, each ``workload.seq_len`` tokens (default 2,048).
        epochs: passes over the data (> 0).
        offers: the price book, for the cost of the hours (empty: no cost).
        fx: exchange rates for ``currency``.
        currency: USD or CNY.
        today: for the price's staleness warning.
        mfu: a model FLOPs utilisation the user states (0-1): the hours follow it instead of
            the published range, which the assumptions still name.
        recipe: a training recipe named (DPO, ORPO, GRPO…), timed as ``workload.method``; a
            preference recipe's sample is a pair, two sequences (chosen and rejected).

    Returns:
        A ``JobDuration``: hours, days, GPU-hours with their MFU range, and the cheapest cost.

    Raises:
        UsageError: inference asked, no volume, or non-positive counts.
    """
    if not workload.is_training:
        raise UsageError(say.DURATION_IS_FOR_TRAINING())
    if count < 1:
        raise UsageError(fail.COUNT_AT_LEAST_ONE(count=count))
    paired = recipe in PAIRED_RECIPES and samples is not None and tokens is None
    sequences = samples * 2 if paired and samples is not None else samples
    volume = job_tokens(tokens, sequences, workload.seq_len, epochs)
    length_assumed = samples is not None and tokens is None and workload.seq_len is None
    if length_assumed:
        workload = workload.model_copy(update={"seq_len": 2048})
    timed = workload
    if workload.method == "pretrain" and workload.grad_checkpointing is None:
        # pre-training runs recompute selectively (Megatron-LM), not whole layers: time it
        # without the 2P of full recomputation, size its memory with checkpointing on
        timed = workload.model_copy(update={"grad_checkpointing": False})
    speed = estimate_training(model, gpu, count, timed, volume)
    memory = estimate_memory(model, gpu, count, workload, with_alternatives=False)
    assert speed.wall_hours is not None and speed.wall_hours_range is not None
    assert speed.mfu is not None and speed.mfu_range is not None
    hours = volume / (speed.train_tokens_per_s or 1.0) / 3600
    fast, slow = speed.wall_hours_range
    stated: list[Message] = []
    if mfu is not None:
        if not 0 < mfu <= 1:
            raise UsageError(fail.SHARE_BETWEEN_0_AND_1(name="MFU", value=mfu))
        hours = hours * speed.mfu / mfu  # the same FLOPs at the stated share of peak
        low, high = speed.mfu_range
        stated.append(say.STATED_MFU(mfu=mfu, low=low, high=high))
        fast = slow = round(hours, 2)
    lora = workload.method in ("lora", "qlora")
    flops = (4.0 if lora else 6.0) * model.active_b * 1e9 * volume
    assumptions: list[Message] = stated
    assumptions += _recipe_said(recipe, workload.method, samples if paired else None)
    if tokens is None and sequences is not None:
        assumptions.append(
            say.VOLUME_FROM_SAMPLES(
                samples=sequences, seq=memory.seq_len, epochs=epochs, tokens=volume
            )
        )
        if length_assumed:
            assumptions.append(say.SAMPLE_LENGTH_ASSUMED(seq=memory.seq_len))
    else:
        per = tokens if tokens is not None else volume / epochs  # one pass, as stated
        assumptions.append(say.VOLUME_GIVEN(tokens=volume, per=per, epochs=epochs))
    if timed is not workload:
        assumptions.append(say.SELECTIVE_RECOMPUTE(share=SELECTIVE_RECOMPUTE_SHARE))
    assumptions += speed.assumptions
    warnings = list(speed.warnings)
    cost = job_cost(offers, fx, currency, gpu, count, hours, (fast, slow))
    if cost is None and offers:
        warnings.append(say.NO_OFFER_FOR_GPU(gpu=gpu.name))
    if cost is not None:
        assumptions.append(say.COST_ON_OFFER(offer=cost.offer_id, provider=cost.provider))
        if today is not None:
            stale = age_warning(say.OFFER_PRICE(offer=cost.offer_id), cost.as_of, today)
            if stale is not None:
                warnings.append(stale)
    return JobDuration(
        model_id=model.id,
        gpu_id=gpu.id,
        count=count,
        method=workload.method,
        precision=memory.precision,
        seq_len=memory.seq_len,
        tokens=volume,
        samples=samples,
        epochs=epochs,
        flops=flops,
        train_tokens_per_s=speed.train_tokens_per_s or 0.0,
        hours=round(hours, 2),
        hours_range=(fast, slow),
        days=round(hours / HOURS_PER_DAY, 2),
        gpu_hours=round(hours * count, 1),
        gpu_hours_range=(round(fast * count, 1), round(slow * count, 1)),
        mfu=mfu if mfu is not None else speed.mfu,
        mfu_range=(mfu, mfu) if mfu is not None else speed.mfu_range,
        fits=memory.fits,
        per_gpu_gb=memory.per_gpu_gb,
        cost=cost,
        assumptions=assumptions,
        warnings=warnings,
    )


def job_cost(
    offers: Iterable[CloudOffer],
    fx: Iterable[FxRate],
    currency: Currency,
    gpu: GPU,
    count: int,
    hours: float,
    span: tuple[float, float],
) -> JobCost | None:
    """``hours`` on ``count`` cards at the cheapest on-demand offer of ``gpu``, or None.

    ``span`` is the hours' low and high ends; None when the price book has no offer of it.
    """
    best = cheapest_per_gpu_hour(offers, currency, fx, gpu_id=gpu.id)
    if best is None:
        return None
    rate, offer = best
    gpus = Decimal(count)
    return JobCost(
        offer_id=offer.id,
        provider=offer.provider,
        instance_type=offer.instance_type,
        currency=currency,
        per_gpu_hour=money(rate),
        total=money(rate * gpus * dec(hours)),
        total_range=(money(rate * gpus * dec(span[0])), money(rate * gpus * dec(span[1]))),
        as_of=offer.as_of,
        source=offer.source,
    )


__all__ = ["JobCost", "JobDuration", "estimate_job_duration", "job_cost", "job_tokens"]
