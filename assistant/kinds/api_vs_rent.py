"""A hosted API's token price against renting GPUs for the same model (rent-or-buy's branch).

"is it cheaper to use an api than rent an h100 for llama 70b?": the batch timer prices a block
of requests on the cards (an A100 80GB when none is named) at the cheapest offer; the answer
leads with the cost of a million output tokens at full load, or, with the API's price stated,
the monthly volume where renting wins (or that the API always does).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from decimal import Decimal

from pydantic import BaseModel

from assistant.answer.compose import PROVIDER_NAMES, Draft, money
from assistant.answer.compose_speed import engine_name
from assistant.calc.batch_inference import BatchInferenceTime
from assistant.calc.money import HOURS_PER_MONTH
from assistant.calc.stated_rent import StatedRent
from assistant.kinds.batch_job import TOOL, plan_batch_job
from assistant.kinds.price_stated import STATED_TOOL
from assistant.kinds.serve_capacity import FALLBACK_PRECISIONS
from assistant.messages import api_vs_rent as say
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.plan_speed import serving_precision
from assistant.question.reply_currency import reply_currency
from assistant.question.tools import Toolbox

REQUESTS = 10_000
"""Requests timed to price a million tokens: enough that start-up costs nothing per token."""
GROWN_COUNTS = (2, 4, 8)
"""Card counts tried when none was said and one card cannot hold the model."""
BUSY_SHARE = 0.25
"""The share of the month the rented GPUs are busy in the idle example (a working day's use)."""


def plan_api_vs_rent(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Time a block of requests on the cards; a rent the user states is totalled over it.

    "$ per 1M tokens … on one H100 at $2.40/hr": the fastest timing is priced at the stated
    rate per GPU-hour, which the answer uses instead of the price book's cheapest offer.
    """
    calls = _plan_timed(query, tools)
    rate = _rate_said(query)
    fastest = _fastest(calls)
    if rate is None or fastest is None:
        return calls
    currency = reply_currency(query, query.api_price_currency or query.currency)
    stated = tools.call(
        STATED_TOOL, rate=rate, count=fastest.count, hours=fastest.hours, currency=currency
    )
    return [*calls, stated]


def _rate_said(query: Query) -> Decimal | None:
    """The rent per GPU-hour the user says they pay.

    "at $0.89/hr each" is a stated rate; "$0.65/hr" may be read as an hourly rent budget.
    """
    if query.rent_rate_stated is not None:
        return query.rent_rate_stated
    hourly = query.budget_kind == "rent" and query.budget_period == "hour"
    return query.budget if hourly else None


def _fastest(calls: Sequence[ToolCall]) -> BatchInferenceTime | None:
    """The timing that takes the fewest GPU-hours: the cheapest at any one rate per GPU-hour."""
    timed = [c.typed(BatchInferenceTime) for c in calls if c.tool == TOOL]
    return min((t for t in timed if t is not None), key=lambda t: t.gpu_hours, default=None)


def _plan_timed(query: Query, tools: Toolbox) -> list[ToolCall]:
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
    if named is None or any(_priced(c) for c in calls):
        return calls
    if named.count_stated and (_fastest(calls) is not None or _rate_said(query) is None):
        return calls
    # "cost per 1M tokens of llama 405b on h200s": no count said, and one card holds too little;
    # a server splits it over 2, 4 or 8 cards (tensor parallelism); the cheapest per token wins
    # ("… on one H100 at $2.40/hr" that holds too little: the count that does, said as such)
    for count in (c for c in GROWN_COUNTS if c > named.count):
        grown = [GPUAsk(gpu_id=named.gpu_id, count=count, count_stated=True), *query.gpus[1:]]
        calls += _plan_timed(query.model_copy(update={"gpus": grown}), tools)
    return calls


def _priced(call: ToolCall) -> bool:
    out = call.typed(BatchInferenceTime) if call.tool == TOOL else None
    return out is not None and out.cost is not None


def compose_api_vs_rent(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The self-hosted cost of 1M output tokens, or the volume where renting beats the API."""
    lang, q = draft.lang, draft.query
    out, cost = _priced_timing(calls)
    if out is None or cost is None:
        draft.add(say.NO_MODEL().render(lang) + ("。" if lang == "zh" else "."))
        return
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
    draft.add(_too_few_said(draft, out) + line.render(lang) + ("。" if lang == "zh" else "."))
    _api_bill(draft, per_m, rate * Decimal(str(HOURS_PER_MONTH)), tps, setup, cost.currency)
    if api is None:
        names = PROVIDER_NAMES.get(q.provider or "")
        provider = names[lang == "zh"] if names else q.provider
        named = say.NAMED_PROVIDER(provider=provider).render(lang) if provider else ""
        note = say.NO_API_PRICES(named=named, prompt=out.prompt_tokens, output=out.output_tokens)
        draft.add(note.render(lang))
    if cost.stated:  # the user's own rate
        draft.add(say.STATED_RATE(rate=money(cost.per_gpu_hour, cost.currency)).render(lang))
    else:
        offer = say.OFFER(
            offer=cost.where, rate=money(cost.per_gpu_hour, cost.currency), as_of=str(cost.as_of)
        )
        draft.add(offer.render(lang))
    draft.assume(*out.assumptions)


def _too_few_said(draft: Draft, out: BatchInferenceTime) -> str:
    """That the cards the user counted hold too little, when more were timed instead."""
    named = draft.query.gpus[0] if draft.query.gpus else None
    if named is None or not named.count_stated or out.count <= named.count:
        return ""
    cards = f"{named.count} × {draft.gpu_name(named.gpu_id)}"
    said = say.TOO_FEW_CARDS(
        model=draft.model_name(out.model_id), precision=out.precision, named=cards
    )
    return said.render(draft.lang)


class _Rent(BaseModel):
    """What a block of requests costs: at the price book's cheapest offer or the stated rate."""

    total: Decimal
    per_gpu_hour: Decimal
    currency: str
    where: str = ""
    as_of: date | None = None
    stated: bool = False
    """The rate is the one the user states, not an offer's."""


def _priced_timing(calls: Sequence[ToolCall]) -> tuple[BatchInferenceTime | None, _Rent | None]:
    """The timing priced at the stated rate (when stated), else the cheapest at the book's."""
    stated = next((c.typed(StatedRent) for c in calls if c.tool == STATED_TOOL), None)
    if stated is not None:
        fastest = _fastest(calls)
        rent = _Rent(
            total=stated.total, per_gpu_hour=stated.rate, currency=stated.currency, stated=True
        )
        return fastest, rent
    timed = [c.typed(BatchInferenceTime) for c in calls if c.tool == TOOL]
    priced = [t for t in timed if t is not None and t.cost is not None]
    out = min(priced, key=lambda t: t.cost.total if t.cost else 0, default=None)
    if out is None or out.cost is None:
        return None, None
    c = out.cost
    rent = _Rent(
        total=c.total,
        per_gpu_hour=c.per_gpu_hour,
        currency=c.currency,
        where=c.where,
        as_of=c.as_of,
    )
    return out, rent


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
