"""Two cards compared on a training job of stated size: the job timed and priced on each.

"B200 vs H200 for pretraining a 13B on 2T tokens: is the per-hour premium paid back in
wall-clock?": beside the speed comparison, ``estimate_job_duration`` on the setups compared
(the counts that hold the job) gives each its days and its cost at the cheapest GPU-hour, and
whether the dearer card's premium is paid back by finishing sooner.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, money
from assistant.answer.compose_workload import job_time
from assistant.kinds.job_duration import TRAINING_METHODS, duration_call
from assistant.messages import Message
from assistant.messages.choice import JOB_SAMPLES, JOB_TOKENS
from assistant.messages.compare_job import (
    JOB_ON_EACH,
    JOB_ON_ONE,
    JOB_ON_ONE_UNPRICED,
    PREMIUM_NOT_REPAID,
    PREMIUM_REPAID,
)
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.tools import Toolbox

TOOL = "estimate_job_duration"


def plan_compare_job(query: Query, tools: Toolbox, calls: Sequence[ToolCall]) -> list[ToolCall]:
    """The job timed on each setup the first ``compare_gpus`` call weighed, when sized."""
    sized = query.tokens is not None or query.samples is not None
    compared = next((c for c in calls if c.tool == "compare_gpus"), None)
    if not sized or query.method not in TRAINING_METHODS or compared is None:
        return []
    gpus, counts = compared.input.get("gpus") or [], compared.input.get("counts") or []
    if len(gpus) != 2 or len(counts) != 2:
        return []
    setups = [GPUAsk(gpu_id=g, count=n) for g, n in zip(gpus, counts, strict=True)]
    timed = [duration_call(query, tools, setup) for setup in setups]
    return [c for c in timed if c is not None and c.output.get("hours")]


def _setup(draft: Draft, call: ToolCall) -> str:
    return f"{call.input['count']} × {draft.gpu_name(str(call.input['gpu']))}"


def _one(draft: Draft, call: ToolCall) -> str:
    time = job_time(float(call.output["hours"]), draft.lang)
    cost = call.output.get("cost")
    if not isinstance(cost, dict) or cost.get("total") is None:
        return JOB_ON_ONE_UNPRICED(setup=_setup(draft, call), time=time).render(draft.lang)
    currency = str(cost.get("currency") or "USD")
    return JOB_ON_ONE(
        setup=_setup(draft, call),
        time=time,
        rate=money(cost.get("per_gpu_hour"), currency),
        provider=str(cost.get("provider") or ""),
        total=money(cost.get("total"), currency),
    ).render(draft.lang)


def _volume(call: ToolCall) -> Message:
    """The job's size as the pick's job line says it (tokens, else samples × epochs)."""
    tokens = call.output.get("tokens")
    samples, epochs = call.output.get("samples"), call.output.get("epochs") or 1
    if isinstance(tokens, int | float) and tokens or not isinstance(samples, int):
        return JOB_TOKENS(tokens=float(tokens or 0))
    return JOB_SAMPLES(samples=samples, epochs=epochs)


def _premium(draft: Draft, first: ToolCall, second: ToolCall) -> str:
    """Whether the dearer card per GPU-hour costs less for the whole job."""
    costs = [c.output.get("cost") for c in (first, second)]
    if not all(isinstance(c, dict) and c.get("total") and c.get("per_gpu_hour") for c in costs):
        return ""
    a, b = (costs[0] or {}), (costs[1] or {})
    if a.get("currency") != b.get("currency"):
        return ""
    # cheaper per GPU-hour first (on a tie, the first card), each with its cost
    (cheap, cheap_cost), (dear, dear_cost) = sorted(
        [(first, a), (second, b)], key=lambda pair: Decimal(pair[1]["per_gpu_hour"])
    )
    times = float(cheap.output["hours"]) / float(dear.output["hours"])
    if times <= 1:
        return ""  # the dearer card is no faster: nothing pays its premium back
    gap = Decimal(dear_cost["total"]) - Decimal(cheap_cost["total"])
    currency = str(a.get("currency") or "USD")
    name = draft.gpu_name(str(dear.input["gpu"]))
    if gap <= 0:
        return PREMIUM_REPAID(dear=name, times=times, saved=money(-gap, currency)).render(
            draft.lang
        )
    return PREMIUM_NOT_REPAID(dear=name, times=times, extra=money(gap, currency)).render(draft.lang)


def add_compare_job(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The job's time and cost on each card, after the comparison's lead."""
    timed = [c for c in calls if c.tool == TOOL and c.output.get("hours")]
    if len(timed) != 2:
        return
    line = JOB_ON_EACH(
        volume=_volume(timed[0]),
        first=_one(draft, timed[0]),
        second=_one(draft, timed[1]),
    ).render(draft.lang)
    premium = _premium(draft, timed[0], timed[1])
    line = f"{line} {premium}".strip() if draft.lang == "en" else f"{line}{premium}"
    draft.paragraphs.insert(1 if draft.paragraphs else 0, line)


__all__ = ["add_compare_job", "plan_compare_job"]
