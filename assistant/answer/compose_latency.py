"""The latency line of a serving answer: the batch the TTFT and ITL targets allow; pure.

A plan (GPUs for N users) and a capacity (users on the GPUs named) both carry a
``ServingLatency`` when the question states a latency target; this line follows their first
line and says the batch per replica, the TTFT and ITL it gives, and what limits it.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.serving_latency import ServingLatency
from assistant.messages import Message, Param
from assistant.messages import latency as say


def targets_said(latency: ServingLatency) -> Message:
    """The targets asked, as the answer names them ("TTFT ≤ 500 ms, ITL ≤ 50 ms")."""
    ttft = latency.ttft_target_s
    parts = []
    if ttft is not None:
        whole = ttft >= 1 and ttft == round(ttft, 1)
        parts.append(say.TARGET_TTFT_S(s=ttft) if whole else say.TARGET_TTFT_MS(ms=ttft * 1000))
    if latency.itl_target_ms is not None:
        parts.append(say.TARGET_ITL(ms=latency.itl_target_ms))
    if len(parts) == 2:
        return say.TARGETS_BOTH(ttft=parts[0], itl=parts[1])
    return parts[0]


def _limit(latency: ServingLatency, itl_target_ms: float | None, ttft_next_s: float) -> Message:
    if latency.limited_by == "memory":
        return say.LIMIT_MEMORY()
    if latency.limited_by == "bandwidth" and itl_target_ms is not None:
        return say.LIMIT_BANDWIDTH(itl=round(itl_target_ms, 1))
    return say.LIMIT_TTFT(ttft_ms=ttft_next_s * 1000)


def latency_line(
    latency: ServingLatency, per_user: float, tokens_per_s_target: float | None
) -> Message | None:
    """The latency line: the batch the targets allow and what limits it, or why none meets them.

    Args:
        latency: the plan's or capacity's latency part.
        per_user: tokens/s each user gets at that batch (as the first line states it).
        tokens_per_s_target: the per-user speed asked besides the ITL target (or None).

    Returns:
        None when nothing fits (no TTFT or ITL to state).
    """
    if latency.ttft_s is None or latency.itl_ms is None:
        return None
    itl_targets = [latency.itl_target_ms]
    itl_targets.append(1000 / tokens_per_s_target if tokens_per_s_target else None)
    itl_target = min((t for t in itl_targets if t is not None), default=None)
    figures: dict[str, Param] = {
        "batch": latency.batch_per_replica,
        "targets": targets_said(latency),
        "prompt": latency.prompt_tokens,
        "ttft_ms": latency.ttft_s * 1000,
        "itl_ms": latency.itl_ms,
    }
    if latency.meets_targets:
        limit = _limit(latency, itl_target, latency.ttft_target_s or latency.ttft_s)
        return say.LINE(tps=per_user, limit=limit, **figures)
    slow = latency.limited_by == "bandwidth"
    advice = say.ADVICE_BANDWIDTH() if slow else say.ADVICE_TTFT()
    return say.MISSED(advice=advice, **figures)


def latency_assumptions(latency: ServingLatency, context: int) -> list[Message]:
    """What the latency figures assume: vLLM's chunked prefill, and the prompt when not stated."""
    said = [say.MODEL(budget=latency.step_token_budget)]
    if not latency.prompt_stated:
        said.append(say.PROMPT_ASSUMED(prompt=latency.prompt_tokens, context=context))
    return said


def add_latency(
    draft: Draft,
    latency: ServingLatency | None,
    per_user: float,
    tokens_per_s_target: float | None,
    context: int,
) -> None:
    """Add the latency line and its assumptions (nothing when no latency target was asked).

    Args:
        draft: the answer being written.
        latency: the plan's or capacity's latency part.
        per_user: tokens/s each user gets at that batch (as the first line states it).
        tokens_per_s_target: the per-user speed asked besides the ITL target (or None).
        context: tokens per conversation, for the prompt assumed.
    """
    line = latency_line(latency, per_user, tokens_per_s_target) if latency else None
    if latency is None or line is None:
        return
    draft.add(line.render(draft.lang))
    for assumption in latency_assumptions(latency, context):
        draft.assume(assumption)


__all__ = ["add_latency", "latency_assumptions", "latency_line", "targets_said"]
