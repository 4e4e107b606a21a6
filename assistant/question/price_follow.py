"""A card's rental price asked after a serving plan: the load is not carried into the price.

"行，那 lambda 上单张 H100 一小时多少钱" after "4 个并发塞得下吗": the follow-up names its own
card and asks what it rents for; the earlier users belonged to the plan, and carrying them would
answer the plan again instead of the price.
"""

from __future__ import annotations

from assistant.models import Query


def price_of_named_card(new: Query) -> bool:
    """Whether ``new`` asks a price of a card it names itself, no load of its own said."""
    named = any(g.count_stated for g in new.gpus) or new.provider is not None and bool(new.gpus)
    return new.intent == "cost" and named and new.users is None


def rental_priced_apart(new: Query) -> bool:
    """Whether ``new`` asks what renting cards in a cloud costs, no power word of its own.

    "一样的活租云上 4 张 4090 一个月多少钱" after the same cards' electricity bill: the rental
    is priced, so the earlier power ask (the bill, the circuit) is not inherited.
    """
    rented = new.where == "cloud" or new.provider is not None
    return new.intent == "cost" and rented and not new.power_words and not new.versus


__all__ = ["price_of_named_card", "rental_priced_apart"]
