"""A rented sum set against hours, said first: the hours it buys, or whether a job fits it.

"$500 in credits, how many H100 hours on Lambda vs Nebius?": each cloud's cheapest on-demand
rate per GPU-hour divides the sum. "€2,000 budget, ~300 H100-hours, fits on Nebius?": the job's
total on the cloud against the sum, a yes or no (``question.budget_hours`` reads which).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, money, say
from assistant.answer.compose_price import provider_name_of
from assistant.models import ToolCall


def _rate_and_total(call: ToolCall) -> tuple[Decimal, Decimal | None] | None:
    """The cheapest quote's on-demand price per GPU-hour and its total for the call's hours."""
    quotes = call.output.get("quotes") or []
    if not quotes:
        return None
    prices = quotes[0].get("unit_prices") or {}
    rate = prices.get("per_gpu_hour")
    if rate is None or Decimal(str(rate)) <= 0:
        return None
    total = quotes[0].get("ranked_total")
    return Decimal(str(rate)), Decimal(str(total)) if total is not None else None


def _cloud(draft: Draft, call: ToolCall) -> str:
    """The cloud of the cheapest quote (the one named, or the cheapest one when none is)."""
    quotes = call.output.get("quotes") or [{}]
    provider = quotes[0].get("provider") or call.input.get("provider")
    return provider_name_of(str(provider), draft.lang) if provider else "—"


def budget_hours_lead(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The hours the sum buys, or the job's total against it, as the answer's first line."""
    query = draft.query
    priced = [c for c in calls if c.tool == "price_job" and _rate_and_total(c) is not None]
    if query.budget_hours is None or query.budget is None or not priced:
        return
    currency = str(priced[0].input.get("currency") or "USD")
    if (query.budget_currency or currency) != currency:
        return  # the sum and the rates in different currencies: the price lines stand alone
    budget = Decimal(str(query.budget))
    card = draft.gpu_name(str(priced[0].input.get("gpu")))
    count = int(priced[0].input.get("count") or 1)
    line: str | None
    if query.budget_hours == "bought":
        line = _hours_bought(draft, priced, budget, currency, card, count)
    else:
        line = _job_within(draft, priced[0], budget, currency, card)
    if line:
        draft.paragraphs.insert(0, line)


def _hours_bought(
    draft: Draft, priced: Sequence[ToolCall], budget: Decimal, currency: str, card: str, count: int
) -> str:
    """The hours the sum buys on each cloud ("$500 buys about 117 hours … on Lambda")."""
    parts = []
    for call in priced[:2]:
        rate = _rate_and_total(call)
        if rate is None:
            continue
        hours, per_hour = budget / (rate[0] * count), money(rate[0], currency)
        cloud = _cloud(draft, call)
        parts.append(
            say(
                draft.lang,
                f"{hours:,.0f} hours on {cloud} ({per_hour} per GPU-hour)",
                f"在 {cloud} 约 {hours:,.0f} 小时（每 GPU 小时 {per_hour}）",
            )
        )
    setup = f"{count} × {card}" if count > 1 else card
    return say(
        draft.lang,
        f"**{money(budget, currency)} buys about {' and about '.join(parts)} of {setup}.**",
        f"**{money(budget, currency)} 能租 {setup}：{'，'.join(parts)}。**",
    )


def _job_within(
    draft: Draft, call: ToolCall, budget: Decimal, currency: str, card: str
) -> str | None:
    """The job's total on the cloud against the sum, a yes or no ("Yes: 300 GPU-hours …")."""
    rate = _rate_and_total(call)
    hours = float(call.input.get("hours") or 0)
    if rate is None or rate[1] is None or hours <= 0:
        return None
    total, cloud = rate[1], _cloud(draft, call)
    gpu_hours = hours * int(call.input.get("count") or 1)
    within = total <= budget
    draft.verdict = "yes" if within else "no"
    left = money(abs(budget - total), currency)
    if within:
        return say(
            draft.lang,
            f"**Yes:** {gpu_hours:,.0f} GPU-hours of {card} on {cloud} come to about"
            f" {money(total, currency)}, within your {money(budget, currency)} ({left} left).",
            f"**够。**{cloud} 上 {card} {gpu_hours:,.0f} GPU 小时约 {money(total, currency)}，"
            f"在 {money(budget, currency)} 预算内（剩 {left}）。",
        )
    return say(
        draft.lang,
        f"**No:** {gpu_hours:,.0f} GPU-hours of {card} on {cloud} come to about"
        f" {money(total, currency)}, {left} over your {money(budget, currency)}.",
        f"**不够。**{cloud} 上 {card} {gpu_hours:,.0f} GPU 小时约 {money(total, currency)}，"
        f"超出 {money(budget, currency)} 预算 {left}。",
    )


__all__ = ["budget_hours_lead"]
