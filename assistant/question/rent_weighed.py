"""Whether cards are weighed as rentals by what the work costs on each ("per hour of audio"); pure.

Read by routing (such a question is the workload comparison's, however close its words are to
price questions) and by ``answer.rent_per_work``, which prices each card's hour.
"""

from __future__ import annotations

from assistant.models import Query


def rent_weighed(query: Query) -> bool:
    """Whether two or more cards are weighed as rentals by what they cost for the work."""
    rented = query.where == "cloud" or query.provider is not None or bool(query.instance_words)
    rented = rented or query.unit == "per_hour" or query.budget_kind == "rent"
    # "which is faster? prices are about the same": the speed is asked, the prices context
    # a price asked ("ballpark spend for 5,000 hrs of audio on rented L4s vs T4s?") weighs them too
    priced = query.price_words or query.answer_asked == "price"
    cost = (priced or query.objective == "best_value") and query.objective != "fastest"
    two = len({g.gpu_id for g in query.gpus}) >= 2
    return rented and cost and two and not query.card_prices and not query.card_premium


__all__ = ["rent_weighed"]
