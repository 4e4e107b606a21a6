"""A card or box bought set against paying an API by the token, with no API price stated.

"is a DGX Spark ($4k) smarter than paying for API tokens if I burn ~2M tokens a day?": the
catalog holds no API prices, so the answer says so first and gives the break-even instead: what
the box costs a month to own (``calc.tco``, at full use: the tokens come all day), divided by
the tokens a month, is the API price per 1M tokens above which the box costs less.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, money
from assistant.calc.money import HOURS_PER_MONTH
from assistant.calc.tco import RentVsBuy
from assistant.messages import api_vs_rent as say
from assistant.models import ToolCall


def _tokens_per_month(draft: Draft) -> float | None:
    """The tokens a month the stated volume comes to ("~2M tokens a day": 60.8M)."""
    q = draft.query
    if q.tokens and q.duration_hours:
        return q.tokens / q.duration_hours * HOURS_PER_MONTH
    if q.aggregate_tokens_per_s:  # "每天 5000 万 token": read as a rate spread over the day
        return q.aggregate_tokens_per_s * 3600 * HOURS_PER_MONTH
    return None


def compose_box_against_api(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """The box's monthly cost against the API price per 1M tokens that matches it.

    False (nothing written) when no API price is missing, no volume was said or owning failed.
    """
    q = draft.query
    monthly_tokens = _tokens_per_month(draft)
    call = next((c for c in calls if c.tool.startswith("rent_vs_buy")), None)
    out = call.typed(RentVsBuy) if call is not None else None
    if q.api_price_per_m is not None or monthly_tokens is None or out is None:
        return False
    full = next((r for r in out.sensitivity if r.utilization >= 1.0), None)
    own = full.own_monthly if full is not None else out.own_monthly
    cur = out.currency
    per_m = own / Decimal(str(monthly_tokens / 1e6))
    setup = f"{out.gpu_count} × {draft.gpu_name(out.gpu_id)}"
    daily = monthly_tokens * 24 / HOURS_PER_MONTH
    daily_said = f"{daily / 1e6:,.1f}M " + ("tokens a day" if draft.lang == "en" else "token/天")
    line = say.BOX_AGAINST_API(
        setup=setup,
        capex=money(out.inputs.capex, cur),
        own=money(own, cur),
        years=out.inputs.depreciation_years,
        tokens=monthly_tokens / 1e6,
        daily=daily_said,
        per_m=money(per_m, cur),
    )
    draft.add(line.render(draft.lang) + ("。" if draft.lang == "zh" else "."))
    speed = say.BOX_KEEPS_UP(tokens_per_s=daily / 86400, setup=setup)
    draft.add(speed.render(draft.lang))
    draft.assume(*out.assumptions)
    return True


__all__ = ["compose_box_against_api"]
