"""Serving capacity: how many GPUs hold N concurrent users at a per-user decode speed.

For a model, context length, user count and per-user tokens/s target:

    KV bytes per sequence = 2 x layers x kv_heads x head_dim x bytes x tokens
                            (MLA models: layers x (kv_lora_rank + rope dim) x bytes x tokens)
    max batch per replica = (usable memory x GPUs in the replica - weights) / KV per sequence
    step time (batch b)   = (weights + b x KV read) / (bandwidth x efficiency) + matmuls + fixed

under continuous batching (vLLM-style servers); the batch each replica runs is the largest that
still gives every user the target speed, and replicas = ceil(users / batch). Latency targets
(time to first token, inter-token latency) cap the batch as ``calc.serving_latency`` models
them. Pure: offers are passed in; the cheapest quoted GPU-hour prices the GPUs.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from decimal import Decimal
from typing import Literal, NamedTuple

from pydantic import BaseModel, Field

from assistant.calc.engines import EngineSpec, check_support, engine_spec
from assistant.calc.memory_terms import (
    BYTES_PER_PARAM,
    GB,
    arch_of,
    capacity_gb,
    resolve,
    terms,
)
from assistant.calc.money import cheapest_per_gpu_hour
from assistant.calc.server_memory import server_overhead_bytes
from assistant.calc.serving_latency import (
    BatchChoice,
    LatencyPoint,
    ServingLatency,
    check_latency_inputs,
    choose_batch,
    default_prompt,
    latency_at,
    latency_result,
    serving_context,
    speed_target,
)
from assistant.calc.workload import Workload
from assistant.catalog.offers import CloudOffer
from assistant.errors import UsageError
from assistant.messages import Message
from assistant.messages import failures as fail
from assistant.messages import llmcalc as say
from assistant.models import GPU, ModelSpec

TP_DEGREES = (1, 2, 4, 8)
"""Tensor-parallel sizes servers accept (attention heads must divide evenly)."""
NODE_GPUS = 8
MULTI_NODE_DEGREES = (16, 32)
"""Replicas across two or four 8-GPU nodes (tensor parallel 8 within a node, pipeline parallel
across nodes: vLLM's multi-node recipe for DeepSeek-V3 on H100s), tried only when asked
(``multi_node``) and one node cannot hold the model."""
GPU_MEMORY_UTILIZATION = 0.9
"""vLLM/SGLang default share of each GPU the server preallocates."""
DEFAULT_SERVE_CONTEXT = 4096
"""Tokens per conversation (prompt + reply) a chat deployment is sized for."""


class ServingPlan(BaseModel):
    """GPUs to serve ``users`` concurrent sequences at ``tokens_per_s_target`` each."""

    model_id: str
    gpu_id: str
    engine: str
    precision: str
    context_tokens: int
    users: int
    tokens_per_s_target: float | None
    kv_bytes_per_token: float
    """KV-cache bytes one token adds over all layers (bytes)."""
    kv_gb_per_sequence: float
    """KV cache of one sequence at the full context (GB = 1e9 B)."""
    weights_gb: float
    """Weights of one replica (GB)."""
    gpus_per_replica: int
    """Tensor-parallel degree needed to hold the weights with room for KV cache."""
    max_batch_per_replica: int
    """Sequences whose KV cache fits beside the weights (capped by the server's max_num_seqs)."""
    batch_per_replica: int
    """Sequences each replica runs: the most that still meet the per-user target."""
    per_user_tokens_per_s: float
    aggregate_tokens_per_s_per_replica: float
    replicas: int
    gpus: int
    """GPUs needed in all (replicas x GPUs per replica)."""
    meets_target: bool
    usd_per_gpu_hour: Decimal | None = None
    """Cheapest quoted on-demand GPU-hour for this GPU (None when no offer quotes one)."""
    usd_per_hour: Decimal | None = None
    """usd_per_gpu_hour x gpus."""
    offer_id: str | None = None
    latency: ServingLatency | None = None
    """TTFT and ITL at the batch chosen, when a latency target was asked."""
    warnings: list[Message] = Field(default_factory=list)
    """Kernel-support notes; the readers (CLI, composer) state the assumptions in words."""


def kv_bytes_per_token(model: ModelSpec, kv_bytes_per_elem: float) -> float:
    """KV-cache bytes per token: 2 x layers x kv_heads x head_dim x bytes (MLA: compressed)."""
    return arch_of(model).kv_bytes_token * kv_bytes_per_elem


def usable_serving_bytes(
    gpu: GPU, model: ModelSpec, utilization: float = GPU_MEMORY_UTILIZATION, tp: int = 1
) -> float:
    """Bytes a server gives to ``model``'s weights and KV cache on each of ``tp`` GPUs.

    Its share of the GPU (``utilization``) less the warm-up peak it profiles, which grows with
    the model's vocabulary and the sequences it starts with on ``gpu``, and the memory outside
    torch (``calc.server_memory``).
    """
    return capacity_gb(gpu) * GB * utilization - server_overhead_bytes(model, gpu, tp)


def max_batch(
    weights_bytes: float,
    kv_seq_bytes: float,
    gpu: GPU,
    tp: int,
    engine: EngineSpec,
    users: int | None = None,
    *,
    model: ModelSpec,
) -> int:
    """Sequences whose KV cache fits beside the weights on ``tp`` GPUs (engine cap applied).

    A server whose slots are set by hand (llama-server ``--parallel``) is set to the ``users``
    served, up to ``served_batch``, when they are more than its default.
    """
    free = usable_serving_bytes(gpu, model, tp=tp) * tp - weights_bytes
    if free <= 0 or kv_seq_bytes <= 0:
        return 0
    cap = engine.max_batch
    if engine.served_batch is not None and users is not None:
        cap = max(cap, min(users, engine.served_batch))
    return min(int(free // kv_seq_bytes), cap)


class _Targets(NamedTuple):
    """What a replica's batch must give each user: speed, first-token time, for this prompt."""

    tokens_per_s: float | None
    ttft_s: float | None
    itl_ms: float | None
    prompt: int
    prompt_stated: bool

    @property
    def latency(self) -> bool:
        """Whether a latency target (TTFT or ITL) was asked."""
        return self.ttft_s is not None or self.itl_ms is not None


def _targets(
    tokens_per_s: float | None,
    ttft_s: float | None,
    itl_ms: float | None,
    prompt_tokens: int | None,
    context: int,
) -> _Targets:
    return _Targets(
        tokens_per_s=speed_target(tokens_per_s, itl_ms),
        ttft_s=ttft_s,
        itl_ms=itl_ms,
        prompt=prompt_tokens or default_prompt(context),
        prompt_stated=prompt_tokens is not None,
    )


def _best_batch(
    model: ModelSpec,
    gpu: GPU,
    tp: int,
    engine: EngineSpec,
    precision: str,
    cap: int,
    context: float,
    kv_elem: float,
    targets: _Targets,
) -> BatchChoice:
    """Largest batch <= cap meeting the per-user speed and TTFT targets (cap when none)."""

    def at(b: int) -> LatencyPoint:
        return latency_at(model, gpu, tp, engine, precision, b, context, kv_elem, targets.prompt)

    return choose_batch(cap, at, targets.tokens_per_s, targets.ttft_s)


def _latency(choice: BatchChoice | None, gpu: GPU, t: _Targets) -> ServingLatency | None:
    if not t.latency:
        return None
    return latency_result(choice, gpu, t.prompt, t.prompt_stated, t.ttft_s, t.itl_ms)


def plan_serving(
    model: ModelSpec,
    gpu: GPU,
    users: int,
    tokens_per_s_target: float | None = None,
    context_tokens: int | None = None,
    *,
    engine: str = "vllm",
    precision: str = "bf16",
    kv_precision: str | None = None,
    offers: Iterable[CloudOffer] = (),
    ttft_target_s: float | None = None,
    itl_target_ms: float | None = None,
    prompt_tokens: int | None = None,
    multi_node: bool = False,
) -> ServingPlan:
    """Size a deployment serving ``users`` concurrent sequences of ``model`` on ``gpu`` cards.

    Args:
        model: the model served.
        gpu: the GPU type to deploy on.
        users: concurrent sequences (users generating at the same time), >= 1.
        tokens_per_s_target: decode speed each user must see (tokens/s); None = any.
        context_tokens: tokens per sequence (prompt + reply); None = 4096.
        engine: serving runtime (vLLM by default; any ``calc.engines`` name).
        precision: weight precision.
        kv_precision: KV-cache precision (None = 16-bit).
        offers: price book rows; the cheapest USD on-demand GPU-hour for ``gpu`` prices it.
        ttft_target_s: time to first token each new request must see (seconds); None = any.
        itl_target_ms: time between two tokens of a user (ms); the same as a per-user speed of
            ``1000 / itl_target_ms`` tokens/s (the faster of the two targets holds).
        prompt_tokens: prompt of a new request, for its TTFT; None = half the conversation.
        multi_node: a replica may span two or four 8-GPU nodes when one node cannot hold it.

    Raises:
        UsageError: users < 1, a non-positive target, a prompt with no room for a reply, or a
            model that fits no replica size.
    """
    if users < 1:
        raise UsageError(fail.USERS_AT_LEAST_ONE(users=users))
    if tokens_per_s_target is not None and tokens_per_s_target <= 0:
        raise UsageError(fail.SPEED_POSITIVE(speed=tokens_per_s_target))
    check_latency_inputs(ttft_target_s, prompt_tokens, context_tokens)
    spec = engine_spec(engine)
    context = serving_context(context_tokens, prompt_tokens, DEFAULT_SERVE_CONTEXT)
    targets = _targets(tokens_per_s_target, ttft_target_s, itl_target_ms, prompt_tokens, context)
    wl = Workload(method="inference", precision=precision, seq_len=context, engine=spec.name)
    r = resolve(wl, gpu)
    notes = check_support(spec, gpu, r.precision, 1)
    kv_elem = BYTES_PER_PARAM.get(kv_precision, 2.0) if kv_precision else r.kv_bytes
    kv_token = kv_bytes_per_token(model, kv_elem)
    kv_seq = kv_token * context
    weights = terms(model, r).weights
    options: list[tuple[bool, int, int, int, BatchChoice]] = []
    for n in (*TP_DEGREES, *(MULTI_NODE_DEGREES if multi_node else ())):
        if n > NODE_GPUS and options:
            break  # a replica spans nodes only when one node cannot hold the model
        cap_n = max_batch(weights, kv_seq, gpu, n, spec, users, model=model)
        if cap_n < 1:
            continue
        choice = _best_batch(model, gpu, n, spec, r.precision, cap_n, context / 2, kv_elem, targets)
        # fewest GPUs among the sizes meeting the targets (then the smaller replica)
        options.append((not choice.meets, math.ceil(users / choice.batch) * n, n, cap_n, choice))
    if not options:
        raise UsageError(
            fail.SERVE_DOES_NOT_FIT(
                model=model.name,
                weights_gb=weights / GB,
                gpu=gpu.name,
                most=(MULTI_NODE_DEGREES if multi_node else TP_DEGREES)[-1],
            )
        )
    missed, gpus, tp, cap, best = min(options)
    meets, batch, per_user = not missed, best.batch, 1 / best.point.itl_s
    replicas = gpus // tp
    usd_offers = [o for o in offers if o.currency == "USD"]  # priced as quoted, never converted
    cheapest = cheapest_per_gpu_hour(usd_offers, "USD", [], gpu_id=gpu.id)
    price = (cheapest[0], cheapest[1].id) if cheapest else None
    warnings = list(notes)
    if tp > NODE_GPUS:
        warnings.append(say.SERVE_MULTI_NODE(nodes=tp // NODE_GPUS, gpu=gpu.name, gpus=tp))
    if batch > spec.max_batch:  # llama-server's slots raised past its default
        warnings.append(say.SERVE_PARALLEL_SLOTS(slots=batch, default=spec.max_batch))
    return ServingPlan(
        model_id=model.id,
        gpu_id=gpu.id,
        engine=spec.name,
        precision=r.precision,
        context_tokens=context,
        users=users,
        tokens_per_s_target=tokens_per_s_target,
        kv_bytes_per_token=kv_token,
        kv_gb_per_sequence=round(kv_seq / GB, 3),
        weights_gb=round(weights / GB, 1),
        gpus_per_replica=tp,
        max_batch_per_replica=cap,
        batch_per_replica=batch,
        per_user_tokens_per_s=round(per_user, 1),
        aggregate_tokens_per_s_per_replica=round(per_user * batch, 0),
        replicas=replicas,
        gpus=gpus,
        meets_target=meets,
        usd_per_gpu_hour=price[0] if price else None,
        usd_per_hour=price[0] * gpus if price else None,
        offer_id=price[1] if price else None,
        latency=_latency(best, gpu, targets),
        warnings=warnings,
    )


DEFAULT_PER_USER_TOKENS_PER_S = 10.0
"""Per-user decode speed a capacity answer holds when none is stated: a little faster than
people read (about 5-8 tokens/s), so every user still sees a fluent stream."""


class ServingCapacity(BaseModel):
    """How many concurrent users ``gpus`` cards of one type serve, and what limits it."""

    model_id: str
    gpu_id: str
    gpus: int
    engine: str
    precision: str
    context_tokens: int
    tokens_per_s_target: float
    target_stated: bool
    """Whether the per-user speed was the user's (else ``DEFAULT_PER_USER_TOKENS_PER_S``)."""
    gpus_per_replica: int
    replicas: int
    users: int
    """Concurrent sequences in all (replicas x batch per replica); 0 when none fits."""
    batch_per_replica: int
    max_batch_per_replica: int
    """Sequences whose KV cache fits beside the weights in one replica."""
    per_user_tokens_per_s: float
    kv_gb_per_sequence: float
    weights_gb: float
    limited_by: Literal["memory", "speed", "ttft", "fit"]
    """What caps the count: KV-cache memory, the per-user speed, the time-to-first-token
    target, or weights that do not fit."""
    latency: ServingLatency | None = None
    """TTFT and ITL at the batch chosen, when a latency target was asked."""
    warnings: list[Message] = Field(default_factory=list)


_CAPACITY_LIMIT: dict[str, Literal["memory", "speed", "ttft"]] = {
    "memory": "memory",
    "bandwidth": "speed",
    "ttft": "ttft",
}
"""A capacity's limit in its own words ("speed" is the per-user speed the bandwidth caps)."""


def serving_capacity(
    model: ModelSpec,
    gpu: GPU,
    gpus: int,
    tokens_per_s_target: float | None = None,
    context_tokens: int | None = None,
    *,
    engine: str = "vllm",
    precision: str = "bf16",
    ttft_target_s: float | None = None,
    itl_target_ms: float | None = None,
    prompt_tokens: int | None = None,
) -> ServingCapacity:
    """The most concurrent users ``gpus`` cards serve at a per-user speed and latency.

    The converse of ``plan_serving``: every tensor-parallel size that fits in ``gpus`` is
    tried, replicas fill the rest, and the size serving the most users wins (then the smaller
    replica). With no speed or ITL target stated, each user keeps
    ``DEFAULT_PER_USER_TOKENS_PER_S``; the latency arguments are ``plan_serving``'s.

    Raises:
        UsageError: gpus < 1, a non-positive target, or a prompt with no room for a reply.
    """
    if gpus < 1:
        raise UsageError(fail.COUNT_AT_LEAST_ONE(count=gpus))
    if tokens_per_s_target is not None and tokens_per_s_target <= 0:
        raise UsageError(fail.SPEED_POSITIVE(speed=tokens_per_s_target))
    check_latency_inputs(ttft_target_s, prompt_tokens, context_tokens)
    spec = engine_spec(engine)
    context = serving_context(context_tokens, prompt_tokens, DEFAULT_SERVE_CONTEXT)
    stated = tokens_per_s_target is not None or itl_target_ms is not None
    speed = tokens_per_s_target if stated else DEFAULT_PER_USER_TOKENS_PER_S
    targets = _targets(speed, ttft_target_s, itl_target_ms, prompt_tokens, context)
    target = targets.tokens_per_s or DEFAULT_PER_USER_TOKENS_PER_S
    r = resolve(
        Workload(method="inference", precision=precision, seq_len=context, engine=spec.name), gpu
    )
    kv_token = kv_bytes_per_token(model, r.kv_bytes)
    kv_seq = kv_token * context
    weights = terms(model, r).weights
    best: tuple[int, int, int, BatchChoice] | None = None  # users, -tp, cap, choice
    for tp in (n for n in TP_DEGREES if n <= gpus):
        # slots set by hand (llama-server --parallel) are counted as many as a server may set
        cap = max_batch(weights, kv_seq, gpu, tp, spec, spec.served_batch, model=model)
        if cap < 1:
            continue
        choice = _best_batch(
            model, gpu, tp, spec, r.precision, cap, context / 2, r.kv_bytes, targets
        )
        option = ((gpus // tp) * choice.batch if choice.meets else 0, -tp, cap, choice)
        if best is None or option[:2] > best[:2]:
            best = option
    users, neg_tp, cap = best[:3] if best else (0, -1, 0)
    chosen = best[3] if best else None
    tp = -neg_tp
    batch = chosen.batch if chosen and chosen.meets else 0
    per_user = 1 / chosen.point.itl_s if chosen else 0.0
    limited = "fit" if chosen is None else _CAPACITY_LIMIT[chosen.limited_by]
    return ServingCapacity(
        model_id=model.id,
        gpu_id=gpu.id,
        gpus=gpus,
        engine=spec.name,
        precision=r.precision,
        context_tokens=context,
        tokens_per_s_target=target,
        target_stated=stated,
        gpus_per_replica=tp,
        replicas=gpus // tp if best else 0,
        users=users,
        batch_per_replica=batch,
        max_batch_per_replica=cap,
        per_user_tokens_per_s=round(per_user, 1),
        kv_gb_per_sequence=round(kv_seq / GB, 3),
        weights_gb=round(weights / GB, 1),
        limited_by=limited,
        latency=_latency(chosen, gpu, targets),
        warnings=[*check_support(spec, gpu, r.precision, 1), *_slots_to_set(spec, batch)],
    )


def _slots_to_set(spec: EngineSpec, batch: int) -> list[Message]:
    """The ``--parallel`` a hand-set server needs to run ``batch`` conversations at once."""
    if spec.served_batch is None or batch <= spec.max_batch:
        return []
    return [say.SERVE_PARALLEL_SLOTS(slots=batch, default=spec.max_batch)]


__all__ = [
    "DEFAULT_PER_USER_TOKENS_PER_S",
    "DEFAULT_SERVE_CONTEXT",
    "ServingCapacity",
    "ServingPlan",
    "kv_bytes_per_token",
    "max_batch",
    "plan_serving",
    "serving_capacity",
    "usable_serving_bytes",
]
