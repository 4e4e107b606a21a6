"""The rent found at the provider named, said when owning cannot be weighed against it.

"一天24小时跑 qwen3 32b，买一张 L20 还是租恒源云的卡": the book has no price to buy an L20, so
the weighing cannot run; the rent at 恒源云 was still found, and is what the user can act on
(with its monthly cost at the use stated) while a purchase price is missing.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import PROVIDER_NAMES, Draft, money, say
from assistant.calc.unit_prices import PricedJob
from assistant.messages import owning as rvb_say
from assistant.models import ToolCall


def rent_found(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """The rent at the provider named, as a clause to append ("" when none was found)."""
    provider = draft.query.provider
    if provider is None:
        return ""
    for call in calls:
        if call.tool != "price_job" or call.input.get("provider") != provider:
            continue
        job = call.typed(PricedJob)
        quote = job.quotes[0] if job is not None and job.quotes else None
        rate = quote.unit_prices.per_gpu_hour if quote is not None else None
        if quote is None or rate is None:
            continue
        named = say(draft.lang, *PROVIDER_NAMES.get(provider, (provider, provider)))
        figures = {
            "provider": named,
            "gpu": draft.gpu_name(quote.gpu_id),
            "rate": money(rate, quote.currency),
        }
        hours = draft.query.usage_hours_per_month
        if hours is None:
            return rvb_say.RENT_FOUND(**figures).render(draft.lang)
        monthly = money(rate * Decimal(str(hours)), quote.currency)
        return rvb_say.RENT_FOUND_MONTHLY(**figures, monthly=monthly).render(draft.lang)
    return ""


__all__ = ["rent_found"]
