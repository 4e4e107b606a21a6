"""The hourly rent a user states beside a machine's readings, set against the listed price.

"nvidia-smi shows `NVIDIA H100 PCIe`, 81559MiB … is that what i'm paying $3.29/hr for?", "租的
4090 每小时 2.2 元，显示 24564MiB，对吗": the card is judged by its readings, and the rate paid is a
fact the user gave, answered too: the provider's (else the cheapest) on-demand GPU-hour for the
card named, more, less or the same. Pure: typed query fields and the ``price_job`` output.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, money
from assistant.answer.compose_price import provider_name_of
from assistant.calc.unit_prices import PricedJob
from assistant.messages import verify_rent as msg
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox

RATE_CALL = "price_job"


def paid_hourly(query: Query) -> Decimal | None:
    """The rent per GPU-hour the user says they pay, or None.

    A rent stated as such, or a budget read as an hourly rent ("paying $3.29/hr").
    """
    if query.rent_rate_stated is not None and query.rent_rate_stated > 0:
        return query.rent_rate_stated
    hourly_rent = query.budget_kind == "rent" and query.budget_period == "hour"
    return query.budget if hourly_rent and query.budget and query.budget > 0 else None


def plan_paid_rate(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The first card's on-demand GPU-hour at the provider named, when a rate paid is stated."""
    if paid_hourly(query) is None or not query.gpus:
        return []
    currency = query.budget_currency or query.currency or "USD"
    return [
        tools.call(
            RATE_CALL,
            gpu=query.gpus[0].gpu_id,
            count=1,
            hours=1.0,
            provider=query.provider,
            currency=currency,
            spot=False,
        )
    ]


def paid_rate_line(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Add the stated rate against the listed one; whether a line was added."""
    rate = paid_hourly(draft.query)
    call = next((c for c in calls if c.tool == RATE_CALL and c.input.get("hours") == 1.0), None)
    if rate is None or call is None:
        return False
    job = call.typed(PricedJob)
    gpu = draft.gpu_name(str(call.input["gpu"]))
    quote = next(
        (q for q in (job.quotes if job is not None else []) if q.unit_prices.per_gpu_hour),
        None,
    )
    cur = str(call.input.get("currency") or "USD")
    if quote is None or quote.unit_prices.per_gpu_hour is None:
        draft.add(msg.RENT_NOT_LISTED(gpu=gpu, rate=money(rate, cur)).render(draft.lang))
        return True
    book = quote.unit_prices.per_gpu_hour
    said = dict(
        rate=money(rate, cur),
        gpu=gpu,
        book=money(book, cur),
        gap=money(abs(book - rate), cur),
        provider=provider_name_of(quote.provider, draft.lang),
        instance=quote.instance_type,
    )
    if abs(book - rate) < Decimal("0.005"):
        line = msg.RENT_AS_LISTED(**said)
    elif rate > book:
        line = msg.RENT_ABOVE_LIST(**said)
    else:
        line = msg.RENT_BELOW_LIST(**said)
    draft.add(line.render(draft.lang))
    return True


__all__ = ["paid_hourly", "paid_rate_line", "plan_paid_rate"]
