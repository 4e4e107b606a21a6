"""Owning weighed against a rental named by its provider or type: the reading settles the kind.

Split from ``rent_vs_buy`` (at its size limit); the router asks it before similarity.
"""

from __future__ import annotations

from assistant.models import Query


def weighs_named_rental(query: Query) -> bool:
    """Owning set against a rental named by its provider or type ("own the box vs aws g6e").

    Set against it by a "vs", a payback asked or a monthly spend there ("our runpod invoice is
    $9k/month, would owning pay off"). The parser read a rent-or-buy weighing and the rented
    side is named: tariff, model or speed words beside it are the weighing's inputs, so
    similarity to other kinds' examples does not take it over.
    """
    rented = query.provider is not None or query.instance_named is not None
    spent = query.budget_kind == "rent" and query.budget_period == "month"
    weighed = query.versus or query.owning_ask is not None or spent
    # a card's purchase price beside the rental ("a used a5000 (~$1,800) or keep paying for
    # g5.xlarge"), or the rental's own rate ("vast 两毛美元一小时，买卡还有意义吗"): weighed
    weighed = weighed or query.budget_kind == "buy" or bool(query.card_offer)
    weighed = weighed or query.rent_rate_stated is not None
    return query.intent == "rent_vs_buy" and query.owning_words and rented and weighed


__all__ = ["weighs_named_rental"]
