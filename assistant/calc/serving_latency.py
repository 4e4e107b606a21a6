"""Latency targets of a deployment: time to first token (TTFT) and inter-token latency (ITL).

The model is vLLM's chunked-prefill scheduler as its documentation describes it ("Performance
and Tuning", Chunked Prefill, docs.vllm.ai/en/v0.4.2/models/performance.html): decode requests
are batched first, one token each, and pending prompts fill the rest of the step's token budget
(``max_num_batched_tokens``), a prompt longer than what is left is cut into chunks. vLLM V1 always
schedules this way. For a replica running ``b`` sequences and a new prompt of ``P`` tokens:

    ITL(b)  = one decode step of b sequences (``speed.decode_step``): the time between two
              tokens of every user, so an ITL target is a per-user speed of 1000 / ITL tokens/s
    chunk   = budget - (b - 1)          prompt tokens that fit beside the b - 1 running decodes
    steps   = ceil(P / chunk)
    TTFT(b) = ITL(b) + steps x step(b, P / steps)

``step(b, c)`` is a decode step of ``b`` sequences that also runs ``c`` prompt tokens' matmuls
(``2 x active params`` FLOPs each) at the engine's prefill efficiency: ``decode_step`` with that
prompt share, so the weights read once serve both. The leading ``ITL(b)`` is the step already
running when the request arrives (the scheduler admits it at the next step). One prompt arrives
at a time: prompts arriving together queue behind each other, so a p99 target needs headroom.

The budget is vLLM's default for its OpenAI server (``EngineArgs.get_batch_defaults``): 8,192
tokens on GPUs with at least 70 GiB other than the A100, else 2,048; SGLang's and TensorRT-LLM's
schedulers are sized with the same budget. Pure: no I/O.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import Literal, NamedTuple

from pydantic import BaseModel

from assistant.calc.engines import EngineSpec
from assistant.calc.speed import decode_step
from assistant.errors import UsageError
from assistant.messages import failures as fail
from assistant.models import GPU, ModelSpec

STEP_TOKEN_BUDGET = 2048
"""vLLM's default ``max_num_batched_tokens`` for the OpenAI server on smaller GPUs and the A100."""
LARGE_STEP_TOKEN_BUDGET = 8192
"""The same on GPUs with at least ``LARGE_GPU_GIB`` (H100, H200, MI300X...), A100 excepted."""
LARGE_GPU_GIB = 70.0
SPEED_TOLERANCE = 0.999
"""A per-user speed within 0.1% of the target counts as meeting it (rounding of the rates)."""

Limit = Literal["memory", "bandwidth", "ttft", "fit"]


class ServingLatency(BaseModel):
    """The latency a replica's batch gives, the targets asked, and what caps the batch."""

    prompt_tokens: int
    """Prompt tokens of a new request (the one stated, else half the conversation)."""
    prompt_stated: bool
    ttft_target_s: float | None
    itl_target_ms: float | None
    batch_per_replica: int
    """Sequences per replica the figures below are for (0 when nothing fits)."""
    step_token_budget: int
    """Tokens one scheduler step runs (decode tokens + prompt chunk), max_num_batched_tokens."""
    prefill_steps: int
    """Steps a new prompt is chunked over at the batch chosen."""
    ttft_s: float | None
    """Time to first token at the batch chosen (None when nothing fits)."""
    itl_ms: float | None
    """Time between two tokens of one user at the batch chosen (None when nothing fits)."""
    limited_by: Limit
    """What caps the batch: KV-cache memory, the per-user speed or ITL target (memory
    bandwidth), the TTFT target, or weights that leave no room for any sequence."""
    meets_targets: bool


class LatencyPoint(NamedTuple):
    """ITL, TTFT and the prompt's chunk count at one batch size."""

    itl_s: float
    ttft_s: float
    prefill_steps: int


class BatchChoice(NamedTuple):
    """The largest batch meeting the targets, its latency, and what stopped it growing."""

    batch: int
    point: LatencyPoint
    limited_by: Literal["memory", "bandwidth", "ttft"]
    meets: bool


def step_token_budget(gpu: GPU) -> int:
    """Tokens per scheduler step on ``gpu``: vLLM's default for its OpenAI server."""
    large = gpu.memory_gb >= LARGE_GPU_GIB and not gpu.id.startswith("a100")
    return LARGE_STEP_TOKEN_BUDGET if large else STEP_TOKEN_BUDGET


def default_prompt(context: int) -> int:
    """Prompt tokens assumed when none is stated: half the conversation."""
    return max(context // 2, 1)


def latency_at(
    model: ModelSpec,
    gpu: GPU,
    tp: int,
    engine: EngineSpec,
    precision: str,
    batch: int,
    context: float,
    kv_elem: float,
    prompt: int,
) -> LatencyPoint:
    """ITL and TTFT of a ``tp``-GPU replica running ``batch`` sequences (see the module text).

    Args:
        model: the model served.
        gpu: one GPU of the replica.
        tp: tensor-parallel GPUs in the replica.
        engine: the runtime's constants.
        precision: stored weight precision.
        batch: sequences generating together, the new request included.
        context: average tokens of context per running sequence while it generates.
        kv_elem: KV-cache bytes per element.
        prompt: tokens of the new request's prompt.
    """
    itl = decode_step(model, gpu, tp, engine, precision, batch, context, kv_elem).step_s
    chunk = max(step_token_budget(gpu) - (batch - 1), 1)
    steps = math.ceil(prompt / chunk)
    share = prompt / steps / batch
    step = decode_step(model, gpu, tp, engine, precision, batch, context, kv_elem, share).step_s
    return LatencyPoint(itl, itl + steps * step, steps)


def choose_batch(
    cap: int,
    at: Callable[[int], LatencyPoint],
    tokens_per_s: float | None,
    ttft_s: float | None,
) -> BatchChoice:
    """Largest batch <= ``cap`` giving each user ``tokens_per_s`` and a first token in ``ttft_s``.

    ITL and TTFT both grow with the batch, so the search is a bisection. An unreachable speed
    returns batch 1 (nothing is faster), not met; an unreachable TTFT (too slow even for one
    user, so a smaller batch would not help) returns the batch the speed allows, not met.
    """
    at = cache(at)

    def fast(b: int, tolerance: float = 1.0) -> bool:
        return tokens_per_s is None or 1 / at(b).itl_s >= tokens_per_s * tolerance

    def quick(b: int) -> bool:
        return ttft_s is None or at(b).ttft_s <= ttft_s

    if fast(cap) and quick(cap):
        return BatchChoice(cap, at(cap), "memory", True)
    if not fast(1):  # one user is the fastest a replica goes: sized so, the target not met
        return BatchChoice(1, at(1), "bandwidth", fast(1, SPEED_TOLERANCE) and quick(1))
    if not quick(1):  # no batch reaches the first token in time: the speed sets the batch
        return choose_batch(cap, at, tokens_per_s, None)._replace(limited_by="ttft", meets=False)
    lo, hi = 1, cap
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if fast(mid) and quick(mid) else (lo, mid - 1)
    return BatchChoice(lo, at(lo), "bandwidth" if not fast(lo + 1) else "ttft", True)


def speed_target(tokens_per_s: float | None, itl_ms: float | None) -> float | None:
    """The per-user speed both targets ask: an ITL of ``x`` ms is ``1000 / x`` tokens/s."""
    if itl_ms is not None and itl_ms <= 0:
        raise UsageError(fail.LATENCY_POSITIVE(value=itl_ms, unit="ms"))
    wanted = [t for t in (tokens_per_s, 1000 / itl_ms if itl_ms else None) if t is not None]
    return max(wanted) if wanted else None


def check_latency_inputs(
    ttft_s: float | None, prompt_tokens: int | None, context: int | None
) -> None:
    """Reject a non-positive TTFT target or prompt, or a prompt longer than the conversation.

    Raises:
        UsageError: on any of those.
    """
    if ttft_s is not None and ttft_s <= 0:
        raise UsageError(fail.LATENCY_POSITIVE(value=ttft_s, unit="s"))
    if prompt_tokens is not None and prompt_tokens < 1:
        raise UsageError(fail.TOKENS_POSITIVE(tokens=prompt_tokens))
    if prompt_tokens is not None and context is not None and prompt_tokens >= context:
        raise UsageError(fail.PROMPT_OVER_CONTEXT(prompt=prompt_tokens, context=context))


def serving_context(context_tokens: int | None, prompt_tokens: int | None, default: int) -> int:
    """Tokens per conversation: the one stated, else ``default``.

    A long prompt stated with no conversation length gets half the default for its reply.
    """
    if context_tokens:
        return context_tokens
    return max(default, (prompt_tokens or 0) + default // 2)


def latency_result(
    choice: BatchChoice | None,
    gpu: GPU,
    prompt: int,
    prompt_stated: bool,
    ttft_target_s: float | None,
    itl_target_ms: float | None,
) -> ServingLatency:
    """The typed latency part of a plan or capacity (``choice`` None: nothing fits)."""
    point = choice.point if choice else None
    return ServingLatency(
        prompt_tokens=prompt,
        prompt_stated=prompt_stated,
        ttft_target_s=ttft_target_s,
        itl_target_ms=itl_target_ms,
        batch_per_replica=choice.batch if choice else 0,
        step_token_budget=step_token_budget(gpu),
        prefill_steps=point.prefill_steps if point else 0,
        ttft_s=round(point.ttft_s, 3) if point else None,
        itl_ms=round(point.itl_s * 1000, 1) if point else None,
        limited_by=choice.limited_by if choice else "fit",
        meets_targets=choice.meets if choice else False,
    )


__all__ = [
    "LARGE_STEP_TOKEN_BUDGET",
    "STEP_TOKEN_BUDGET",
    "BatchChoice",
    "LatencyPoint",
    "ServingLatency",
    "check_latency_inputs",
    "choose_batch",
    "default_prompt",
    "latency_at",
    "latency_result",
    "serving_context",
    "speed_target",
    "step_token_budget",
]
