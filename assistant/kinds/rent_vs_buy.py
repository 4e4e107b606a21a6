"""Rent or buy: the break-even utilisation and payback of owning against renting."""

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_llmcalc import compose_payback
from assistant.answer.compose_market import compose_rent_vs_buy
from assistant.calc.money import HOURS_PER_MONTH
from assistant.kinds.base import Examples, Kind
from assistant.models import Query, ToolCall
from assistant.question.planner import plan_rent_vs_buy
from assistant.question.tools import Toolbox

HOURS_PER_WEEK = 168.0


def plan_owning(query: Query, tools: Toolbox) -> list[ToolCall]:
    """Rent vs buy on the catalog's figures, or on the user's figures when stated.

    A stated use or electricity price replaces the catalog's; the answer leads with the
    payback time.
    """
    calls = plan_rent_vs_buy(query, tools)
    if not calls or (query.usage_hours_per_month is None and query.tariff_per_kwh is None):
        return calls
    base = calls[0]
    stated: dict[str, object] = {}
    if query.usage_hours_per_month is not None:
        weekly = query.usage_hours_per_month * HOURS_PER_WEEK / HOURS_PER_MONTH
        stated["hours_per_week"] = round(min(weekly, HOURS_PER_WEEK), 1)
    if query.tariff_per_kwh is not None:
        stated["tariff_per_kwh"] = query.tariff_per_kwh
    inputs = {k: v for k, v in base.input.items() if k != "utilization"}
    return [tools.call("rent_vs_buy_stated", **inputs, **stated), *calls[1:]]


def compose_owning(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The payback answer for the user's figures, else the catalog's rent-vs-buy answer."""
    if any(c.tool == "rent_vs_buy_stated" for c in calls):
        compose_payback(draft, calls)
    else:
        compose_rent_vs_buy(draft, calls)


OWNING_HORIZON_HOURS = 6 * 730.0
"""Owning is weighed over months or years: "rent an A100 for 100 hours" is a job's bill."""


def _weighs_owning(query: Query) -> bool:
    """A calculator question (not an explanation) over a horizon long enough to own hardware.

    With no GPU named the plan prices an 8x H100 server.
    """
    computed = query.intent not in ("concept", "unsupported")
    horizon = query.duration_hours is None or query.duration_hours >= OWNING_HORIZON_HOURS
    return computed and horizon


RENT_VS_BUY = Kind(
    name="rent_vs_buy",
    intent="rent_vs_buy",
    examples=Examples(
        en=(
            "rent or buy for 3 years?",
            "is it cheaper to buy 8 H100s or rent them",
            "should I buy a 4090 or just use cloud GPUs",
            "at what utilisation does owning an A100 beat renting",
            "buy vs rent if I use it 20 hours a week",
            "is building a server worth it compared to renting",
        ),
        zh=(
            "租还是买，用三年哪个划算？",
            "8卡H100买还是租更便宜",
            "买一张4090还是直接租云GPU",
            "利用率多少时买A100比租划算",
            "每周用20小时，买还是租",
            "自建服务器和租云比值不值",
        ),
    ),
    plan=plan_owning,
    compose=compose_owning,
    prior=lambda q: q.intent == "rent_vs_buy",
    admits=_weighs_owning,
)
