"""A used card weighed for buying at its new price: said, with the used price a guide gives; pure.

"买矿卡3090还是租AutoDL": the catalog holds the card's launch price, not a used one, so the
purchase is weighed at the new price. The answer says so beside the verdict, gives the used
range of the used-GPU guide when it was retrieved, and asks for the price seen to weigh again.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.used_prices import guide_used_price
from assistant.messages import owning as rvb_say
from assistant.models import ToolCall

_WEIGHED = ("rent_vs_buy", "rent_vs_buy_stated")


def used_at_new_price(draft: Draft, calls: Sequence[ToolCall]) -> str:
    """The note that a used card was weighed at its new price ('' when not so)."""
    weighed = next((c for c in calls if c.tool in _WEIGHED), None)
    if not draft.query.used_asked or weighed is None or weighed.input.get("capex") is not None:
        return ""
    gpu_id = str(weighed.input.get("gpu", ""))
    gpu = draft.catalog.gpus.get(gpu_id)
    if gpu is None or (gpu.price_basis or "").lower().startswith("used"):
        return ""  # the catalog's price is already a used one
    name = draft.gpu_name(gpu_id)
    found = guide_used_price(draft, gpu_id)
    if found is None:
        return rvb_say.USED_AT_NEW_PRICE(gpu=name).render(draft.lang)
    marker = draft.citer.cite(found.evidence, found.row)
    line = rvb_say.USED_AT_NEW_PRICE_GUIDE(gpu=name, used=found.text, marker=marker)
    return line.render(draft.lang)


__all__ = ["used_at_new_price"]
