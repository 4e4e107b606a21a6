"""Rented cards weighed by what a unit of work costs on each, not by rate or speed alone.

"g4dn (T4) or g5 (A10G), which is the better deal per hour of audio?" is answered by each
card's on-demand GPU-hour times the GPU-hours it takes per hour of audio (per thousand images,
per video, per thousand training steps): the slower card can be the cheaper one. The rate is
the named provider's, or the provider of an instance family named for that card ("g4dn"), or
else the cheapest on-demand rate in the price book.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import NamedTuple

from assistant.answer.compose import Draft, money
from assistant.calc.media_speed import MediaSpeedEstimate
from assistant.calc.unit_prices import PricedJob
from assistant.calc.work_cost import WorkHours, gpu_hours_per_unit
from assistant.catalog.specs import Catalog
from assistant.messages import rent_per_work as say
from assistant.models import GPUAsk, Query, ToolCall
from assistant.question.instances import find_instance
from assistant.question.plan_cost import PROVIDER_KEYS, other_form, price_call, sibling_card
from assistant.question.rent_weighed import rent_weighed
from assistant.question.tools import Toolbox


def _provider_for(query: Query, tools: Toolbox, gpu_id: str) -> str | None:
    """The provider named, or the one whose instance family named holds this card ("g4dn")."""
    if query.provider is not None:
        return query.provider
    for word in query.instance_words:
        named = find_instance(word, tools.prices)
        key = named.provider.lower() if named is not None else None
        if named is not None and named.gpu_id == gpu_id and key in PROVIDER_KEYS:
            return key
    return None


def plan_rent_prices(query: Query, tools: Toolbox, gpu_ids: Sequence[str]) -> list[ToolCall]:
    """One on-demand GPU-hour for each card compared, where the question rents it."""
    if not rent_weighed(query):
        return []
    calls = []
    for gpu_id in gpu_ids:
        ask = GPUAsk(gpu_id=gpu_id, count=1)
        provider = _provider_for(query, tools, gpu_id)
        call = price_call(query, tools, ask, 1.0, provider=provider)
        job = call.typed(PricedJob)
        other = sibling_card(tools, ask) if provider is not None else None
        if (job is None or not job.quotes) and other is not None:
            # "a100 on runpod": RunPod rents the PCIe form, whose rate is that provider's
            call = price_call(query, tools, other, 1.0, provider=provider)
            job = call.typed(PricedJob)
        if provider is not None and (job is None or not job.quotes):
            call = price_call(query, tools, ask, 1.0, provider=None)  # not rented there
        calls.append(call)
    return calls


class _Rate(NamedTuple):
    """A card's on-demand GPU-hour, where it is rented, and the offer's citation marker."""

    per_gpu_hour: Decimal
    where: str


class _Weighed(NamedTuple):
    """A card's cost per unit of work at its rate."""

    cost: float
    gpu_id: str
    rate: _Rate
    hours: WorkHours


def _rates(draft: Draft, calls: Sequence[ToolCall]) -> dict[str, _Rate]:
    """Each card's on-demand GPU-hour and where it is rented (its offer cited)."""
    rates: dict[str, _Rate] = {}
    for call in calls:
        job = call.typed(PricedJob)
        for quote in job.quotes if job is not None else []:
            rate = quote.unit_prices.per_gpu_hour
            if rate is not None and quote.gpu_id not in rates:
                marker = draft.spec_row(f"offer-{quote.offer_id}")
                where = f"{quote.provider} {quote.instance_type} {marker}".strip()
                rates[quote.gpu_id] = _Rate(per_gpu_hour=rate, where=where)
    return rates


def _rate_for(catalog: Catalog, rates: dict[str, _Rate], gpu_id: str) -> _Rate | None:
    """The card's rate, or its other form's when only that is rented (A100 SXM as PCIe)."""
    other = other_form(catalog, gpu_id)
    return rates.get(gpu_id) or (rates.get(other) if other is not None else None)


def _cost(amount: float, currency: str) -> str:
    """A cost per unit of work: cents matter ("$0.024"), so small sums keep three places."""
    sign = "¥" if currency == "CNY" else "$"
    return f"{sign}{amount:,.3f}" if amount < 1 else money(Decimal(str(amount)), currency)


def rented_lead(
    draft: Draft,
    task: str,
    timed: Sequence[MediaSpeedEstimate],
    calls: Sequence[ToolCall],
    left_out: Sequence[str] = (),
) -> str | None:
    """The lead weighing rented cards by cost per unit of work, or None when not asked.

    ``left_out``: the cards compared that cannot hold the job; with one card left that does,
    its cost per unit leads ("H100, L40S or 4090 on dollars per clip": only the H100 holds it).
    """
    priced = [c for c in calls if c.tool == "price_job"]
    if not priced:
        return None
    rates = _rates(draft, priced)
    currency = draft.query.currency or ("CNY" if draft.lang == "zh" else "USD")
    weighed: list[_Weighed] = []
    for speed in timed:
        hours = gpu_hours_per_unit(speed)
        rate = _rate_for(draft.catalog, rates, speed.gpu_id)
        if rate is None:
            draft.assume(say.NOT_RENTED(card=draft.gpu_name(speed.gpu_id)))
        elif hours is not None:
            cost = float(rate.per_gpu_hour) * hours.gpu_hours
            weighed.append(_Weighed(cost=cost, gpu_id=speed.gpu_id, rate=rate, hours=hours))
    if len(weighed) == 1 and left_out:
        return _only_one(draft, task, weighed[0], left_out, currency)
    if len(weighed) < 2:
        return None
    best, other = sorted(weighed, key=lambda w: w.cost)[:2]
    unit_en, unit_zh = say.UNITS[best.hours.unit]
    said = {
        "best": draft.gpu_name(best.gpu_id), "other": draft.gpu_name(other.gpu_id), "task": task,
        "unit": unit_zh if draft.lang == "zh" else unit_en,
        "best_cost": _cost(best.cost, currency), "other_cost": _cost(other.cost, currency),
        "best_rate": money(best.rate.per_gpu_hour, currency),
        "other_rate": money(other.rate.per_gpu_hour, currency),
        "best_where": best.rate.where, "other_where": other.rate.where,
    }  # fmt: skip
    if other.hours.gpu_hours >= best.hours.gpu_hours:
        return say.CHEAPER_AND_FASTER(**said).render(draft.lang)
    gain = best.hours.gpu_hours / other.hours.gpu_hours - 1
    return say.CHEAPER_BUT_SLOWER(**said, faster=f"{gain * 100:.0f}%").render(draft.lang)


def _only_one(
    draft: Draft, task: str, best: _Weighed, left_out: Sequence[str], currency: str
) -> str:
    """The one card that holds the job, its cost per unit of work first."""
    unit_en, unit_zh = say.UNITS[best.hours.unit]
    joiner = "、" if draft.lang == "zh" else " and the "
    return say.ONLY_ONE_HOLDS(
        best=draft.gpu_name(best.gpu_id),
        task=task,
        unit=unit_zh if draft.lang == "zh" else unit_en,
        best_cost=_cost(best.cost, currency),
        best_rate=money(best.rate.per_gpu_hour, currency),
        best_where=best.rate.where,
        left_out=joiner.join(left_out),
    ).render(draft.lang)


__all__ = ["plan_rent_prices", "rented_lead"]
