"""A rent the user states in a price question, priced first, the price book's beside it.

"How much to rent a 4090 at $0.40/h for a month?" and "租4090两块五一小时，跑一个月多少钱" state
the rate: the total at that rate answers first (``price_stated_rate``), then the book's cheapest
for the same setup and span as a comparison. Only when a span or a job is priced: "runpod charges
$0.74/hr, is that cheap?" asks of the rate itself, which the book's own price answers.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, money, say
from assistant.calc.stated_rent import StatedRent
from assistant.messages import stated_rent as stated_say
from assistant.models import Query, ToolCall
from assistant.question.horizon import MONTH_HOURS
from assistant.question.tools import Toolbox

STATED_TOOL = "price_stated_rate"
TIMED_TOOLS = frozenset(
    {
        "estimate_job_duration",
        "estimate_workload_speed",
        "estimate_batch_inference",
        "estimate_speed",
    }
)
"""Calls that time a stated job: the hours priced are the job's, so a span is priced."""


def stated_rate_call(query: Query, tools: Toolbox, calls: Sequence[ToolCall]) -> ToolCall | None:
    """The stated rent over the hours the book's first price covers, for its GPUs or instance."""
    rate = query.rent_rate_stated
    main = next((c for c in calls if c.tool == "price_job"), None)
    if rate is None or main is None:
        return None
    # "a month at 130 hours", "每天 6 小时": the monthly use is a span to total at that rate
    spans = (query.duration_hours, query.job_gpu_hours, query.usage_hours_per_month)
    spanned = any(span is not None for span in spans)
    if not spanned and not any(c.tool in TIMED_TOOLS for c in calls):
        return None
    hours = float(main.input.get("hours") or 0.0)
    if hours <= 0:
        return None
    count, basis = int(main.input.get("count") or 1), "gpu"
    if main.input.get("instance_type"):  # "p4d.24xlarge at $30/hr": the rate is the type's
        quotes = main.output.get("quotes") or [{}]
        count, basis = int(quotes[0].get("instances") or 1), "instance"
    currency = str(main.input.get("currency") or "USD")
    return tools.call(
        STATED_TOOL, rate=rate, count=count, hours=hours, currency=currency, basis=basis
    )


def split_stated(calls: Sequence[ToolCall]) -> tuple[ToolCall | None, list[ToolCall]]:
    """The stated-rent call, and the price book's calls without it."""
    stated = next((c for c in calls if c.tool == STATED_TOOL), None)
    return stated, [c for c in calls if c.tool != STATED_TOOL]


def lead_with_stated(draft: Draft, stated: ToolCall, book: Sequence[ToolCall]) -> None:
    """The stated rent's total first; the book's lead after it on the same line, to compare."""
    out = stated.typed(StatedRent)
    if out is None:
        return
    lang = draft.lang
    main = next((c for c in book if c.tool == "price_job"), None)
    gpu = stated_setup(draft, out, main.input.get("gpu") if main is not None else None)
    said = stated_say.STATED_RENT_GPU if out.basis == "gpu" else stated_say.STATED_RENT_INSTANCE
    line = said(
        total=money(out.total, out.currency),
        rate=money(out.rate, out.currency),
        setup=gpu,
        span=_span(out.hours, lang),
        billed=out.unit_hours,
    ).render(lang)
    lead = draft.paragraphs[0] if draft.paragraphs else None
    beside = (
        stated_say.BOOK_BESIDE(lead=lead).render(lang)
        if lead
        else stated_say.NO_BOOK_PRICE().render(lang)
    )
    joined = f"{line}{say(lang, ' ', '')}{beside}"
    if draft.paragraphs:
        draft.paragraphs[0] = joined
    else:
        draft.paragraphs.append(joined)


def _span(hours: float, lang: str) -> str:
    """The hours rented as said: whole months, whole days, else hours."""
    months = hours / MONTH_HOURS
    if months == int(months):
        return (
            say(lang, "a month", "1 个月")
            if months == 1
            else say(lang, f"{months:g} months", f"{months:g} 个月")
        )
    days = hours / 24
    if hours >= 48 and days == int(days):
        return say(lang, f"{days:g} days", f"{days:g} 天")
    return say(lang, f"{hours:,g} h", f"{hours:,g} 小时")


def stated_setup(draft: Draft, out: StatedRent, gpu_id: object) -> str:
    """The GPUs (or the instance type) the stated rate rents, as the answer names them."""
    query = draft.query
    if out.basis == "instance":
        named = query.instance_named or " ".join(query.instance_words)
        return f"{out.units} × {named}" if out.units > 1 else named
    name = draft.gpu_name(str(gpu_id)) if gpu_id else "GPU"
    return f"{out.units} × {name}"


__all__ = ["lead_with_stated", "split_stated", "stated_rate_call"]
