"""A hosted API's token price against renting GPUs for the same model (rent-or-buy's branch).

"is it cheaper to use an api than rent an h100 for llama 70b?": the batch timer prices a block
of requests on the cards (an A100 80GB when none is named) at the cheapest offer; the answer
leads with the cost of a million output tokens at full load, or, with the API's price stated,
the monthly volume where renting wins (or that the API always does).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import PROVIDER_NAMES, Draft, money
from assistant.answer.compose_speed import engine_name
from assistant.calc.batch_inference import BatchInferenceTime
from assistant.calc.money import HOURS_PER_MONTH
from assistant.kinds.batch_job import TOOL, plan_batch_job
from assistant.kinds.serve_capacity import FALLBACK_PRECISIONS
from assistant.messages import api_vs_rent as say
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.plan_speed import serving_precision
from assistant.question.tools import Toolbox

REQUESTS = 10_000
"""Requests timed to price a million tokens: enough that start-up costs nothing per token."""
GROWN_COUNTS = (2, 4, 8)
"""Card counts tried when none was said and one card cannot hold the model."""
BUSY_SHARE = 0.25
"""The share of the month the rented GPUs are busy in the idle example (a working day's use)."""


def plan_api_vs_rent(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Time a block of requests on the cards at each precision a server runs.

    The precision stated, else bf16, fp8 and 4-bit, priced in the API price's currency when
    stated.
    The answer takes the cheapest per token: an operator serving for cost picks that one.
    """
    update: dict[str, object] = {"batch_requests": REQUESTS}
    if query.api_price_currency is not None:
        update["currency"] = query.api_price_currency
    stated = serving_precision(query)
    calls: list[ToolCall] = []
    for precision in (stated,) if stated else FALLBACK_PRECISIONS:
        calls += plan_batch_job(query.model_copy(update={**update, "precision": precision}), tools)
    named = query.gpus[0] if query.gpus else None
    if named is None or named.count_stated or any(_priced(c) for c in calls):
        return calls
    # "cost per 1M tokens of llama 405b on h200s": no count said, and one card holds too little;
    # a server splits it over 2, 4 or 8 cards (tensor parallelism); the cheapest per token wins
    for count in GROWN_COUNTS:
        grown = [GPUAsk(gpu_id=named.gpu_id, count=count, count_stated=True), *query.gpus[1:]]
        calls += plan_api_vs_rent(query.model_copy(update={"gpus": grown}), tools)
    return calls


def _priced(call: ToolCall) -> bool:
    out = call.typed(BatchInferenceTime) if call.tool == TOOL else None
    return out is not None and out.cost is not None


def compose_api_vs_rent(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The self-hosted cost of 1M output tokens, or the volume where renting beats the API."""
    lang, q = draft.lang, draft.query
    timed = [c.typed(BatchInferenceTime) for c in calls if c.tool == TOOL]
    priced = [t for t in timed if t is not None and t.cost is not None]
    out = min(priced, key=lambda t: t.cost.total if t.cost else 0, default=None)
    if out is None or out.cost is None:
        draft.add(say.NO_MODEL().render(lang) + ("。" if lang == "zh" else "."))
        return
    cost = out.cost
    million = out.requests * out.output_tokens / 1e6
    per_m = cost.total / Decimal(str(million))
    rate = cost.per_gpu_hour * out.count
    tps = out.requests * out.output_tokens / (out.hours * 3600)
    setup = f"{out.count} × {draft.gpu_name(out.gpu_id)} {draft.spec(out.gpu_id)}".strip()
    model = draft.model_name(out.model_id)
    shown: dict[str, str | float] = {
        "setup": setup,
        "model": model,
        "tps": tps,
        "rate": money(rate, cost.currency),
    }
    api = q.api_price_per_m
    if api is None:
        line = say.SELF_HOST_COST(
            per_m=money(per_m, cost.currency),
            engine=engine_name(out.engine, lang),
            precision=out.precision,
            busy=BUSY_SHARE,
            per_m_busy=money(per_m / Decimal(str(BUSY_SHARE)), cost.currency),
            **shown,
        )
    else:
        monthly = rate * Decimal(str(HOURS_PER_MONTH))
        capacity = tps * 3600 * HOURS_PER_MONTH / 1e6
        volume = float(monthly / api)
        draft.verdict = "no" if volume > capacity else "yes"
        if volume > capacity:
            line = say.API_CHEAPER(
                api=money(api, cost.currency), per_m=money(per_m, cost.currency), **shown
            )
        else:
            line = say.SELF_HOST_WINS(
                volume=volume,
                share=volume / capacity,
                monthly=money(monthly, cost.currency),
                api=money(api, cost.currency),
                capacity=capacity,
                per_m=money(per_m, cost.currency),
                **{k: v for k, v in shown.items() if k not in ("tps", "rate")},
            )
    draft.add(line.render(lang) + ("。" if lang == "zh" else "."))
    _api_bill(draft, per_m, rate * Decimal(str(HOURS_PER_MONTH)), tps, setup, cost.currency)
    if api is None:
        names = PROVIDER_NAMES.get(q.provider or "")
        provider = names[lang == "zh"] if names else q.provider
        named = say.NAMED_PROVIDER(provider=provider).render(lang) if provider else ""
        note = say.NO_API_PRICES(named=named, prompt=out.prompt_tokens, output=out.output_tokens)
        draft.add(note.render(lang))
    draft.add(
        say.OFFER(
            offer=cost.where, rate=money(cost.per_gpu_hour, cost.currency), as_of=str(cost.as_of)
        ).render(lang)
    )
    draft.assume(*out.assumptions)


def _api_bill(
    draft: Draft, per_m: Decimal, monthly: Decimal, tps: float, setup: str, currency: str
) -> None:
    """The monthly API bill the user states ("tokens via API cost me ~$1,200/month"), weighed.

    Said against the GPUs rented around the clock (what they make in a month) and the volume
    above which the API, at the bill, costs less per token than self-hosting.
    """
    q = draft.query
    bill = q.budget
    monthly_bill = q.budget_kind == "rent" and q.budget_period == "month"
    if bill is None or not monthly_bill or (q.budget_currency or currency) != currency:
        return
    line = say.API_BILL(
        bill=money(bill, currency),
        setup=setup,
        monthly=money(monthly, currency),
        capacity=tps * 3600 * HOURS_PER_MONTH / 1e6,
        volume=float(bill / per_m) if per_m > 0 else 0.0,
        per_m=money(per_m, currency),
    )
    draft.add(line.render(draft.lang))


__all__ = ["compose_api_vs_rent", "plan_api_vs_rent"]
