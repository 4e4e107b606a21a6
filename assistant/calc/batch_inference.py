"""How long an offline batch-inference job takes: N prompts through a model on the GPUs named.

"2M prompts through llama 3.1 8b, ~500 tokens out each, on 4x L40S with vLLM": the job is
throughput-bound, not latency-bound, so it runs as many sequences at once as the KV cache
holds (``serving.serving_capacity`` with no per-user speed to keep beyond
``OFFLINE_FLOOR_TOKENS_PER_S``), every replica busy. Its time is the prompts' prefill (compute
bound, ``speed.prefill_tokens_per_s`` on each replica) plus the generated tokens at the
aggregate decode rate of that batch. The two are added, not overlapped: continuous batching
interleaves them on the same cards, so the sum is the conservative figure. The cost is those
GPU-hours on the cheapest on-demand offer of the card (``duration.job_cost``).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date

from pydantic import BaseModel, Field

from assistant.calc.duration import HOURS_PER_DAY, JobCost, job_cost
from assistant.calc.engines import engine_spec
from assistant.calc.money import age_warning
from assistant.calc.serving import serving_capacity
from assistant.calc.speed import prefill_tokens_per_s
from assistant.catalog.offers import CloudOffer, Currency, FxRate
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import batch_job as say
from assistant.messages import failures as fail
from assistant.messages.llmcalc import COST_ON_OFFER as cost_on
from assistant.messages.llmcalc import OFFER_PRICE as offer_price
from assistant.models import GPU, ModelSpec

OFFLINE_FLOOR_TOKENS_PER_S = 1.0
"""A batch job keeps no reader waiting: any per-sequence speed will do, so the batch grows
until the KV cache (or the engine's sequence limit) stops it."""
DEFAULT_PROMPT_TOKENS = 500
"""Prompt length assumed when none is stated (said in the answer's assumptions)."""
DEFAULT_OUTPUT_TOKENS = 256
"""Tokens generated per prompt when none is stated (said in the answer's assumptions)."""


class BatchInferenceTime(BaseModel):
    """Wall time, GPU-hours and cost of running ``requests`` prompts through a model."""

    model_id: str
    gpu_id: str
    count: int
    engine: str
    precision: str
    requests: int
    prompt_tokens: int
    output_tokens: int
    gpus_per_replica: int
    replicas: int
    sequences_at_once: int
    """Sequences decoded together over all replicas (what the KV cache holds)."""
    decode_tokens_per_s: float
    """Generated tokens per second over all replicas at that batch."""
    prefill_tokens_per_s: float
    """Prompt tokens per second over all replicas (compute bound)."""
    prefill_hours: float
    decode_hours: float
    hours: float
    days: float
    gpu_hours: float
    cost: JobCost | None
    """None when no offer of this GPU is in the price book."""
    assumptions: list[Message] = Field(default_factory=list)
    warnings: list[Message] = Field(default_factory=list)


def estimate_batch_inference(
    model: ModelSpec,
    gpu: GPU,
    count: int,
    requests: int,
    *,
    output_tokens: int | None = None,
    prompt_tokens: int | None = None,
    engine: str = "vllm",
    precision: str = "bf16",
    offers: Iterable[CloudOffer] = (),
    fx: Iterable[FxRate] = (),
    currency: Currency = "USD",
    today: date | None = None,
) -> BatchInferenceTime:
    """Hours of an offline batch job of ``requests`` prompts on ``count`` x ``gpu``.

    Raises:
        UsageError: a non-positive count, request count or length, or a model that does not
            fit on the cards at ``precision``.
    """
    if count < 1:
        raise UsageError(fail.COUNT_AT_LEAST_ONE(count=count))
    if requests < 1:
        raise UsageError(say.REQUESTS_AT_LEAST_ONE(requests=requests))
    assumptions: list[Message] = []
    if prompt_tokens is None:
        prompt_tokens = DEFAULT_PROMPT_TOKENS
        assumptions.append(say.PROMPT_ASSUMED(tokens=prompt_tokens))
    if output_tokens is None:
        output_tokens = DEFAULT_OUTPUT_TOKENS
        assumptions.append(say.OUTPUT_ASSUMED(tokens=output_tokens))
    if prompt_tokens < 1 or output_tokens < 1:
        raise UsageError(say.LENGTHS_POSITIVE(prompt=prompt_tokens, output=output_tokens))
    capacity = serving_capacity(
        model,
        gpu,
        count,
        tokens_per_s_target=OFFLINE_FLOOR_TOKENS_PER_S,
        context_tokens=prompt_tokens + output_tokens,
        engine=engine,
        precision=precision,
        prompt_tokens=prompt_tokens,
    )
    if capacity.users < 1:
        raise UsageError(say.DOES_NOT_FIT(model=model.name, gpu=gpu.name, count=count))
    decode_rate = capacity.users * capacity.per_user_tokens_per_s
    spec = engine_spec(engine)
    per_replica = prefill_tokens_per_s(
        model, gpu, capacity.gpus_per_replica, spec, precision, prompt_tokens
    )
    prefill_rate = per_replica * capacity.replicas
    prefill_hours = requests * prompt_tokens / prefill_rate / 3600
    decode_hours = requests * output_tokens / decode_rate / 3600
    hours = prefill_hours + decode_hours
    assumptions.append(
        say.BATCH_AS_SERVED(
            sequences=capacity.users,
            replicas=capacity.replicas,
            tp=capacity.gpus_per_replica,
            engine=capacity.engine,
        )
    )
    cost = job_cost(offers, fx, currency, gpu, count, hours, (hours, hours))
    warnings = list(capacity.warnings)
    if cost is not None:
        assumptions.append(cost_on(offer=cost.offer_id, provider=cost.provider))
        stale = age_warning(offer_price(offer=cost.offer_id), cost.as_of, today) if today else None
        warnings += [stale] if stale is not None else []
    return BatchInferenceTime(
        model_id=model.id,
        gpu_id=gpu.id,
        count=count,
        engine=capacity.engine,
        precision=capacity.precision,
        requests=requests,
        prompt_tokens=prompt_tokens,
        output_tokens=output_tokens,
        gpus_per_replica=capacity.gpus_per_replica,
        replicas=capacity.replicas,
        sequences_at_once=capacity.users,
        decode_tokens_per_s=round(decode_rate, 1),
        prefill_tokens_per_s=round(prefill_rate, 1),
        prefill_hours=round(prefill_hours, 2),
        decode_hours=round(decode_hours, 2),
        hours=round(hours, 2),
        days=round(hours / HOURS_PER_DAY, 2),
        gpu_hours=round(hours * count, 1),
        cost=cost,
        assumptions=assumptions,
        warnings=warnings,
    )


__all__ = [
    "DEFAULT_OUTPUT_TOKENS",
    "DEFAULT_PROMPT_TOKENS",
    "BatchInferenceTime",
    "estimate_batch_inference",
]
