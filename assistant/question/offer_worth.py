"""A used card's asking price weighed, asked as "能要吗": the price question, not a fit.

"闲鱼 P40 900 块一张的能要吗", "3090 二手 4000 值得收吗", "a used 3090 at $550, good deal?":
one card, its price said and no model or reading beside it, and the offer asked to be taken.
The catalog's used price is what answers it (the price kind sets the offer against it), so the
question is routed as a price lookup rather than a model-fit list ("能…吗" otherwise reads as a
can-it-run question).
A reading or test beside the offer ("压力测试稳定性 96%，能要吗") keeps the check it asks.
Pure: regular expressions over the folded question text.
"""

from __future__ import annotations

import re
from decimal import Decimal

from assistant.models import Query
from assistant.question.reply_currency import reply_currency
from assistant.question.text import fold

_TAKE_RE = re.compile(
    r"能要吗|能要不|可以要吗|能收吗|能收不|可以收吗|值得(?:收|买|入手?)吗|值不值(?:得)?(?:收|买|入)?"
    r"|(?:收|买|入)(?:得|不得)过吗|划算吗|贵不贵|贵了吗|价格(?:合适|合理|正常)吗|是什么价位"
    r"|\b(?:good|fair|decent|ok|okay) (?:deal|price)\b|\bworth (?:it|that|the money)\b"
    r"|\b(?:overpriced|too (?:much|expensive)|a steal|ripoff|rip-off)\b"
)
"""The offer asked to be taken at its price ("能要吗", "值得收吗", "good deal?")."""


_ASKED_ELSE = ("fit_check", "concept", "cost", "recommend", "compare")
"""Intents the offer question may have been read as; a rent-or-buy one keeps its weighing."""
_USE_SAID_RE = re.compile(
    r"(?<![a-z])(?:rent\w*|renting|lease|hours?|hrs?|cloud|on[- ]demand)(?![a-z])"
    r"|租|小时|云|电费"
)
"""Renting or hours of use said beside the offer: the purchase is weighed against renting."""


def read_offer_worth(query: Query) -> Query:
    """One card offered at a price and asked to be taken: its price looked up (``cost``)."""
    if not query.card_offer or len({g.gpu_id for g in query.gpus}) != 1:
        return query
    sized = query.model_id or query.params_b or query.workload_id
    checked = query.test_result or query.memory_reading or query.power_reading_w
    if sized or checked or query.health_check or query.task not in (None, "fit"):
        return query
    if query.intent not in _ASKED_ELSE or _USE_SAID_RE.search(fold(query.text)):
        return query  # "值不值，还是租", "~25 hours a week": owning weighed against renting
    if _TAKE_RE.search(fold(query.text)) is None:
        return query
    update: dict[str, object] = {"intent": "cost", "task": "catalog", "spec_fields": ["price"]}
    offer = query.card_offer.get(query.gpus[0].gpu_id)
    if query.budget is None and offer is not None:  # the offer is what is set against the book
        currency = reply_currency(query, query.currency)
        update.update(budget=Decimal(str(offer)), budget_currency=currency, used_asked=True)
    return query.model_copy(update=update)


__all__ = ["read_offer_worth"]
