"""The batch-inference side of job duration: plan the timer's call and write its answer.

"2M prompts through llama 3.1 8b, ~500 tokens out each, on 4x L40S — ballpark duration?": the
job duration kind (``kinds.job_duration``) hands a question with a count of prompts
(``Query.batch_requests``) here instead of timing a training job. The first line is the hours
or days; the prefill and generation split, the cost and the batch the engine runs follow.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from assistant.answer.compose import Draft, could_not, money
from assistant.answer.compose_llmcalc import time_span
from assistant.calc.batch_inference import BatchInferenceTime
from assistant.kinds.serve_capacity import FALLBACK_PRECISIONS
from assistant.messages import batch_job as say
from assistant.messages import deadline as deadline_say
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.plan_speed import serving_engine, serving_precision
from assistant.question.planner import REFERENCE_GPU, model_name
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox, error_of

TOOL = "estimate_batch_inference"
MAX_DEADLINE_CARDS = 64
"""More cards than this to meet a deadline are not worth timing (eight 8-card servers)."""


def plan_batch_job(query: Query, tools: Toolbox, setup: GPUAsk | None = None) -> list[ToolCall]:
    """Time the prompts on ``setup`` (the cards named, else the reference GPU).

    At a fitting precision: the one stated, else bf16, then fp8, then 4-bit, as a server would.
    """
    model = model_name(query)
    if model is None or query.batch_requests is None:
        return []
    setup = setup or (query.gpus[0] if query.gpus else GPUAsk(gpu_id=REFERENCE_GPU, count=1))
    stated = serving_precision(query)
    calls = []
    for precision in (stated,) if stated else FALLBACK_PRECISIONS:
        call = _timed(query, tools, model, setup.gpu_id, setup.count, precision)
        calls.append(call)
        if (out := call.typed(BatchInferenceTime)) is not None:
            calls += _cards_for_deadline(query, tools, out)
            break
    return calls


def _timed(
    query: Query, tools: Toolbox, model: str, gpu: str, count: int, precision: str
) -> ToolCall:
    return tools.call(
        TOOL,
        model=model,
        gpu=gpu,
        count=count,
        requests=query.batch_requests,
        output_tokens=query.output_tokens,
        prompt_tokens=query.prompt_tokens,
        engine=serving_engine(query, tools.catalog),
        precision=precision,
        currency=reply_currency(query, query.currency),
    )


def _cards_for_deadline(query: Query, tools: Toolbox, out: BatchInferenceTime) -> list[ToolCall]:
    """The job timed again on as many cards as the deadline needs, when the ones set miss it.

    "realistic in 8 hours or do I need a second card?": the cards scale the time down by
    replicas, so the hours times the cards over the deadline, rounded up, are timed.
    """
    deadline = query.deadline_hours
    if deadline is None or deadline <= 0 or out.hours <= deadline:
        return []
    needed = math.ceil(out.hours * out.count / deadline)
    if needed > MAX_DEADLINE_CARDS:
        return []
    model, gpu = out.model_id, out.gpu_id
    return [_timed(query, tools, model, gpu, needed, out.precision)]


def compose_batch_job(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Hours or days first, then what they are made of, the cost and the batch assumed."""
    lang = draft.lang
    timed = [c for c in calls if c.tool == TOOL]
    fitted = [out for c in timed if (out := c.typed(BatchInferenceTime)) is not None]
    call = next((c for c in timed if c.typed(BatchInferenceTime) is not None), None)
    out = fitted[0] if fitted else None
    if call is None or out is None:
        reason = error_of(timed[-1], lang) if timed else None
        could_not(draft, (say.COULD_NOT().render("en"), say.COULD_NOT().render("zh")), reason)
        return
    setup = f"{out.count} × {draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
    draft.add(
        say.LEAD(
            span=time_span(out.hours, lang),
            requests=out.requests,
            model=f"{draft.model_name(out.model_id)} ({out.precision})",
            setup=setup,
            gpu_hours=out.gpu_hours,
            decode=out.decode_tokens_per_s,
        ).render(lang)
    )
    draft.add(
        say.SPLIT(
            prompt=out.prompt_tokens,
            prefill=time_span(out.prefill_hours, lang),
            output=out.output_tokens,
            decode=time_span(out.decode_hours, lang),
        ).render(lang)
    )
    c = out.cost
    if c is not None:
        draft.add(
            say.COST(
                offer=c.where,
                rate=money(c.per_gpu_hour, c.currency),
                as_of=str(c.as_of),
                total=money(c.total, c.currency),
            ).render(lang)
        )
    for warning in out.warnings:
        draft.add(warning.render(lang))
    draft.assume(*out.assumptions)
    _against_deadline(draft, out, fitted[1] if len(fitted) > 1 else None)


def _against_deadline(
    draft: Draft, out: BatchInferenceTime, more: BatchInferenceTime | None
) -> None:
    """A deadline said ("done in 8 hours?"): the verdict leads, the cards that meet it follow."""
    deadline = draft.query.deadline_hours
    if deadline is None or draft.query.asks_gpu_count:
        return
    lang = draft.lang
    values = {"span": time_span(out.hours, lang), "deadline": time_span(deadline, lang)}
    if round(out.hours, 1) > round(deadline, 1):
        line, draft.verdict = deadline_say.LATE, "no"
    else:
        line, draft.verdict = deadline_say.IN_TIME, "yes"
    draft.paragraphs.insert(0, line(**values).render(lang))
    if more is None:
        return
    gpu = draft.gpu_name(more.gpu_id)
    more_values: dict[str, str | int] = {
        "count": more.count,
        "gpu": gpu,
        "span": time_span(more.hours, lang),
        "deadline": time_span(deadline, lang),
    }
    if round(more.hours, 1) > round(deadline, 1):
        draft.paragraphs.insert(1, say.CARDS_STILL_SHORT(**more_values).render(lang))
        return
    shape = {"replicas": more.replicas, "tp": more.gpus_per_replica}
    draft.paragraphs.insert(1, say.CARDS_FOR_DEADLINE(**more_values, **shape).render(lang))


__all__ = ["TOOL", "compose_batch_job", "plan_batch_job"]
