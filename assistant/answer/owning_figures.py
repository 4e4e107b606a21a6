"""The user's own rent-vs-buy figures, said back: price paid, hours, tariff, horizon, rent.

A stated fact is never silently replaced by a default: each one the weighing used is listed
in one line after the verdict ("Your figures used: purchase price $2,000.00, 10 h a week (6%
utilisation), electricity 0.30 USD per kWh, over 2 years, renting the H100 on RunPod").
Pure: reads the typed request and the tool calls, never the question's text.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import PROVIDER_NAMES, Draft, could_not, money, say
from assistant.answer.rental_found import rent_found
from assistant.calc.money import HOURS_PER_MONTH
from assistant.calc.unit_prices import PricedJob
from assistant.messages import Message
from assistant.messages import owning as rvb_say
from assistant.messages import table as table_say
from assistant.models import Query, ToolCall
from assistant.question.request_words import describe_slot
from assistant.question.tools import error_of
from assistant.question.uptime_span import span_is_uptime

_PERIOD_HOURS = {"day": 24.0, "week": 168.0, "month": HOURS_PER_MONTH, "year": 8760.0}
_WEIGHING_TOOLS = ("rent_vs_buy", "rent_vs_buy_stated")


def _rent_figure(draft: Draft, calls: Sequence[ToolCall], weighed: ToolCall) -> Message | None:
    """The rent the user named: a provider, another card, or both; where its price came from."""
    query = draft.query
    other = next(
        (c for c in calls if c.tool == "price_job" and c.input.get("gpu") and _quoted(c)), None
    )
    # the card rented when it is not the one bought ("buy a 5090 or keep renting 4090s")
    rented = other.input.get("gpu") if other else query.rented_gpu or weighed.input.get("gpu")
    gpu = draft.gpu_name(str(rented))
    provider = query.provider or ""
    named = say(draft.lang, *PROVIDER_NAMES.get(provider, (provider, provider)))
    if query.provider is None or not (other or weighed.input.get("rent_per_gpu_hour")):
        # no provider named, or one the book does not price (said first, not here); a type
        # named there is still said back: "keep renting gcp g2-standard-48"
        if query.provider is not None and query.instance_named:
            return rvb_say.FIG_RENT_TYPE(gpu=gpu, provider=named, instance=query.instance_named)
        return rvb_say.FIG_RENT_CARD(gpu=gpu) if query.rented_gpu is not None else None
    if other is None or other.input.get("provider") == query.provider:
        if query.instance_named:  # "vs renting gcp a2-ultragpu-8g": the type named, said back
            return rvb_say.FIG_RENT_TYPE(gpu=gpu, provider=named, instance=query.instance_named)
        return rvb_say.FIG_RENT(gpu=gpu, provider=named)
    if _unknown_provider(calls, provider):  # not in the book at all: said first, not here
        return rvb_say.FIG_RENT_CARD(gpu=gpu)
    job = other.typed(PricedJob)
    used = job.quotes[0].provider if job is not None and job.quotes else ""
    return rvb_say.FIG_RENT_ELSEWHERE(gpu=gpu, named=named, provider=used)


def _rent_rate(stated: Decimal, call: ToolCall, cur: str) -> Message:
    """The rent stated, and the GPU-hour weighed when it was the whole machine's hour."""
    weighed = call.input.get("rent_per_gpu_hour")
    count = int(call.input.get("count") or 1)
    if weighed is None or Decimal(str(weighed)) == stated or count < 2:
        return rvb_say.FIG_RENT_RATE(rate=money(stated, cur))
    rate = money(Decimal(str(weighed)), cur)
    return rvb_say.FIG_RENT_RATE_BOX(rate=rate, box=money(stated, cur), count=count)


def _unknown_provider(calls: Sequence[ToolCall], provider: str) -> bool:
    """Whether a look-up at ``provider`` failed: the price book does not have it at all."""
    return any(
        c.tool == "price_job" and c.input.get("provider") == provider and error_of(c) is not None
        for c in calls
    )


def _quoted(call: ToolCall) -> bool:
    job = call.typed(PricedJob)
    return job is not None and bool(job.quotes)


def _hours(query: Query) -> Message | None:
    """The use stated, in the period it was stated over (a day, a week, a month)."""
    monthly = query.usage_hours_per_month
    if monthly is None and span_is_uptime(query):  # "24 小时不关机连租一个月": every hour
        return rvb_say.FIG_HOURS(hours=24, per=table_say.PER_DAY(), util=1.0)
    if monthly is None:
        return None
    util = min(1.0, monthly / HOURS_PER_MONTH)
    if query.usage_per is None:  # a share stated ("my usage is maybe 20%"), not hours
        return rvb_say.FIG_UTIL(util=util)
    unit = query.usage_per
    pers = {"day": table_say.PER_DAY, "month": table_say.PER_MONTH, "year": rvb_say.PER_YEAR}
    per = pers.get(unit, table_say.PER_WEEK)
    if query.usage_sessions is not None:
        sessions, hours = query.usage_sessions
        return rvb_say.FIG_SESSIONS(sessions=sessions, hours=hours, per=per(), util=util)
    hours = round(monthly * _PERIOD_HOURS[unit] / HOURS_PER_MONTH, 1 if unit != "year" else None)
    count = query.gpus[0].count if len(query.gpus) == 1 else 1
    if query.usage_gpu_hours and count > 1:  # "一年 6000 卡时" on 4 cards: as said, then each
        return rvb_say.FIG_GPU_HOURS(
            gpu_hours=query.usage_gpu_hours, per=per(), hours=hours, count=count, util=util
        )
    return rvb_say.FIG_HOURS(hours=hours, per=per(), util=util)


def _job(draft: Draft, calls: Sequence[ToolCall], weighed: ToolCall) -> Message | None:
    """A job said per period, as the hours each card is busy ("200 h of audio a day": 4.9 h)."""
    query = draft.query
    timed = next((c for c in calls if c.tool == "estimate_workload_speed"), None)
    hours = timed.output.get("job_hours") if timed is not None else None
    util = weighed.input.get("utilization")
    if query.job_per is None or query.duration_hours is None or not hours or util is None:
        return None
    pers = {"day": table_say.PER_DAY, "month": table_say.PER_MONTH}
    count = int(weighed.input.get("count") or 1)
    return rvb_say.FIG_JOB(
        job=f"{query.duration_hours:g}",
        per=pers.get(query.job_per, table_say.PER_WEEK)(),
        busy=f"{float(hours) / count:.1f}",
        util=float(util),
    )


def _tariff(draft: Draft, currency: str) -> Message | None:
    """The tariff stated, in its own currency; said as weighed at face value without a rate."""
    query = draft.query
    if query.tariff_per_kwh is None:
        return rvb_say.FIG_POWER_COVERED() if query.power_covered else None
    unit = query.tariff_currency or currency
    if unit not in ("USD", "CNY") and unit != currency:
        return rvb_say.TARIFF_NO_FX(value=str(query.tariff_per_kwh), currency=unit, to=currency)
    return rvb_say.FIG_TARIFF(tariff=f"{query.tariff_per_kwh} {unit}")


def _use(draft: Draft) -> Message | None:
    """What the hardware is for, as the request states it (LoRA of a 7B, an image model)."""
    query = draft.query
    parts: list[str] = []
    if query.method is not None or query.finetune_unspecified:
        parts.append(describe_slot(query, "method", {}))
    if query.model_id is not None:
        parts.append(draft.model_name(query.model_id))
    elif query.params_b is not None:
        parts.append(f"{query.params_b:g}B")
    workload = draft.catalog.workloads.get(query.workload_id or "")
    if workload is not None:
        parts.append(workload.name)
    return rvb_say.FIG_USE(use=" ".join(parts)) if parts else None


def figures_line(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """One line listing every figure the user stated that the weighing used ('' when none)."""
    call = next((c for c in calls if c.tool in _WEIGHING_TOOLS and "error" not in c.output), None)
    if call is None:
        return ""
    query = draft.query
    cur = str(call.input.get("currency", "USD"))
    figures: list[Message | None] = []
    capex = call.input.get("capex")
    paid_said = query.budget is not None or query.purchase_quoted is not None  # "两万八一张"
    if capex is not None and paid_said and call.tool == "rent_vs_buy_stated":
        # (the catalog's answer says the price paid in a sentence of its own)
        price = money(Decimal(str(capex)), cur)
        count = int(call.input.get("count") or 1)
        paid = query.purchase_quoted if query.purchase_each else query.budget
        each = (query.budget_each or query.purchase_each) and count > 1
        each = each and paid is not None and Decimal(str(capex)) != paid
        figures.append(
            rvb_say.FIG_PRICE_EACH(price=price, count=count, each=money(paid or capex, cur))
            if each
            else rvb_say.FIG_PRICE(price=price)
        )
    spend = _rent_spend(query)  # "we pay ~$9k/month": the rent bill weighed, said back
    if spend is not None and query.budget_period == "month" and not _said(draft, spend):
        figures.append(spend)
    figures.append(_hours(query) or _job(draft, calls, call))
    resale = call.input.get("resale_value")
    if resale is not None:  # "resale about $500 after 2 years": what comes back at the end
        figures.append(rvb_say.FIG_RESALE(resale=money(Decimal(str(resale)), cur)))
    figures.append(_tariff(draft, cur))
    fee, colo = call.input.get("hosting_per_kw_month"), call.output.get("colocation_monthly")
    if fee is not None and colo is not None:  # "colo quote is $250/kW/month": the box hosted
        figures.append(
            rvb_say.FIG_COLOCATION(
                fee=money(Decimal(str(fee)), cur), monthly=money(Decimal(str(colo)), cur)
            )
        )
    years = float(call.input.get("years", 3.0))
    spans = query.duration_hours is not None and query.duration_hours >= HOURS_PER_MONTH
    if spans and query.job_per is None:  # (a job each month is a load, not the horizon)
        months = round(years * 12, 1)
        figures.append(
            rvb_say.FIG_MONTHS(months=months)
            if years < 1
            else rvb_say.FIG_YEARS(years=years, months=months)
        )
    if query.rent_rate_stated is not None:
        figures.append(_rent_rate(query.rent_rate_stated, call, cur))
    figures.append(_rent_figure(draft, calls, call))
    figures.append(_use(draft))
    said = [f.render(draft.lang) for f in figures if f is not None]
    if not said:
        return ""
    joined = say(draft.lang, "; ", "；").join(said)
    return rvb_say.YOUR_FIGURES(figures=joined).render(draft.lang)


def _rent_spend(query: Query) -> Message | None:
    """What the user spends renting: a month's spend or a past total."""
    if query.budget is None or query.budget_kind != "rent":
        return None
    spend = money(query.budget, query.budget_currency or query.currency or "USD")
    if query.budget_period == "month":
        return rvb_say.FIG_RENT_SPEND(spend=spend, per=table_say.PER_MONTH())
    return rvb_say.FIG_RENT_SPENT(spend=spend) if query.budget_period == "total" else None


def _said(draft: Draft, figure: Message) -> bool:
    """Whether the answer already says the amount of ``figure`` (the spend in its headline)."""
    amount = str(figure.params.get("spend", ""))
    return bool(amount) and any(amount in p for p in draft.paragraphs)


def kept_figures_line(draft: Draft) -> str:
    """The figures stated when the weighing could not run (no price to buy at): said back.

    "we spend $40k a month renting; power is 0.8 a kWh" still shows both were read, so the
    user only has to add the missing purchase price.
    """
    query = draft.query
    figures: list[Message | None] = [_rent_spend(query)]
    figures.append(_hours(query))
    figures.append(_tariff(draft, query.currency or "USD"))
    said = [f.render(draft.lang) for f in figures if f is not None]
    if not said:
        return ""
    joined = say(draft.lang, "; ", "；").join(said)
    return rvb_say.KEPT_FIGURES(figures=joined).render(draft.lang)


def could_not_weigh(
    draft: Draft, reason: str | None, passages: int = 1, calls: Sequence[ToolCall] = ()
) -> None:
    """Say the weighing failed and why, then the user's figures it will use once it can run.

    The rent found at the provider named goes on the same line: what the user can act on.
    """
    found = rent_found(draft, calls)  # "租恒源云": its rate, on the same first line
    reason = f"{reason}{found}" if reason and found else reason
    could_not(
        draft, ("I could not compare owning and renting", "无法比较自购和租用"), reason, passages
    )
    draft.add(kept_figures_line(draft))


MONTHS_WORTH_SAYING = 120.0
"""A payback beyond ten years is said as "not within the write-off years", not as a count."""


def payback_clause(months: float, years: float, break_even: float | None = None) -> Message:
    """How long buying takes to pay back, or the use it needs to pay back in the write-off years.

    ``break_even``: the utilisation at which owning (written off over ``years``) costs what
    renting does, so the card pays back in exactly those years.
    """
    if months > MONTHS_WORTH_SAYING:  # "2,550 months" says nothing a reader can use
        if break_even is not None and break_even <= 1:
            hours = break_even * HOURS_PER_WEEK
            return rvb_say.PAYBACK_ABOVE_HOURS(years=years, hours=hours, share=break_even)
        return rvb_say.PAYBACK_BEYOND_LIFE(years=years)
    if months > years * 12:
        return rvb_say.PAYBACK_AFTER_LIFE(months=months, years=years)
    return rvb_say.PAYBACK_MONTHS(months=months)


HOURS_PER_WEEK = 168.0


__all__ = ["could_not_weigh", "figures_line", "kept_figures_line", "payback_clause"]
