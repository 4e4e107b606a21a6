"""A count of cards put forward to hold a model, with no load to serve; pure.

"kimi-k2 int4 要几张 H200 才装得下？8 张够吗", "how many H100s to hold deepseek-v3? would 8 be
enough?": the memory is asked of a stated count. That is a fit check on those cards, whose
answer says whether they hold the model (and how many it takes when they do not), not a
serving plan for users nobody named.
"""

from __future__ import annotations

from assistant.models import Query


def count_put_to_hold(query: Query) -> bool:
    """Whether a stated count of cards is asked to hold a named model, no users said."""
    stated = any(g.count > 1 and g.count_stated for g in query.gpus)
    model = query.model_id is not None or query.params_b is not None
    return query.room_asked and stated and model and query.users is None


__all__ = ["count_put_to_hold"]
