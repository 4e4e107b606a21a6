"""A named instance type asked about, with a model or workload beside it: the type answers.

"g6.48xlarge: 8 l4s, any nvlink at all? thinking tp=8 for a 70b", "azure NC8as_T4_v3 — how many
vcpus and how much ram? enough for whisper?", "gn6i 是单张T4对吧？跑 sd1.5 够不够": the type's own
figures (vCPUs, RAM, GPU link) are asked, or its cards asked back, so the instance kind answers
them first and sizes the model on the type's GPUs after. Pure: reads the typed request.
"""

from __future__ import annotations

from assistant.models import Query


def asks_of_named_type(query: Query) -> bool:
    """A type from the table named, its figures asked or its cards asked back, no price."""
    if query.instance_named is None or query.price_words or query.asks_instance_pick:
        return False
    if query.intent == "rent_vs_buy":  # "buy two L40S or rent AWS g6e": a weighing
        return False
    return query.type_spec_asked or query.confirms_shape


__all__ = ["asks_of_named_type"]
