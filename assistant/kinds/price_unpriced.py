"""A price to buy asked of a card with no dated purchase price: its rent is what is close.

"全新 H100 PCIe 国内啥价，一张多少万": the catalog records no dated price to buy an H100 PCIe, so
the first line says so and gives the price book's cheapest on-demand rent for the card (a
dated price), before the card's row. Pure over the tools' outputs.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_price import price_lead
from assistant.messages import hardware as hw
from assistant.models import Query, ToolCall
from assistant.question.plan_cost import price_call
from assistant.question.tools import Toolbox


def plan_rent_of_unpriced(query: Query, tools: Toolbox) -> list[ToolCall]:
    """One hour of the card on demand, when its row has no price to buy, new or used."""
    card = tools.catalog.gpus.get(query.gpus[0].gpu_id) if query.gpus else None
    if card is None or card.launch_price_usd is not None or card.used_price_usd is not None:
        return []
    asked = query.gpus[0].model_copy(update={"count": 1})
    call = price_call(query, tools, asked, 1.0)
    if not call.output.get("quotes") and "region" in call.input:  # none rents it there
        call = price_call(query, tools, asked, 1.0, region=None)
    return [call] if call.output.get("quotes") else []


def rent_of_unpriced_first(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The missing purchase price and the card's rent, said first (the row follows)."""
    rent = next((c for c in calls if c.tool == "price_job"), None)
    line = price_lead(draft, rent) if rent is not None and draft.query.gpus else None
    if not line:
        return
    gpu = draft.gpu_name(draft.query.gpus[0].gpu_id)
    draft.paragraphs.insert(0, hw.NO_BUY_PRICE_RENT(gpu=gpu, lead=line).render(draft.lang))


__all__ = ["plan_rent_of_unpriced", "rent_of_unpriced_first"]
