"""Rent or buy: the break-even utilisation and payback of owning against renting."""

from assistant.answer.compose_market import compose_rent_vs_buy
from assistant.kinds.base import Examples, Kind
from assistant.models import Query
from assistant.question.planner import plan_rent_vs_buy

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
    plan=plan_rent_vs_buy,
    compose=compose_rent_vs_buy,
    prior=lambda q: q.intent == "rent_vs_buy",
    admits=_weighs_owning,
)
