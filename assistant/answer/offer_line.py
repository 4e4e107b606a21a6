"""The card the user was offered, set beside a pick it did not win; pure but for tool calls.

"someone wants $1000 for a 3080 10gb, or something newer?": the pick within that money leads,
and the next line says where the offered card stands on the same job (it does not hold it, or
it holds it and ranks lower). The offer's price is what bounds the pick when no budget was said.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from assistant.answer.compose import Draft, money
from assistant.answer.compose_choice import task_text
from assistant.calc.sizing import MemoryEstimate
from assistant.messages import card_offer as say
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox


def _offer(query: Query) -> tuple[str, float] | None:
    return next(iter(query.card_offer.items()), None) if query.card_offer else None


def _chosen(calls: Sequence[ToolCall]) -> ToolCall | None:
    """The pick's ``recommend_setup`` call."""
    return next((c for c in calls if c.tool == "recommend_setup"), None)


def plan_offer_sized(query: Query, tools: Toolbox, calls: Sequence[ToolCall]) -> list[ToolCall]:
    """The offered card sized on the pick's job, when the pick is another card."""
    offer, chosen = _offer(query), _chosen(calls)
    sized = next((c for c in calls if c.tool == "estimate_memory"), None)
    if offer is None or chosen is None or sized is None or chosen.output.get("kind") != "buy":
        return []
    pick = chosen.output.get("pick") or {}
    if not pick or pick.get("gpu_id") == offer[0]:
        return []
    return [tools.call("estimate_memory", **{**sized.input, "gpu": offer[0], "count": 1})]


def add_offer_line(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Where the offered card stands, after the first line; the offer's bound assumed."""
    offer, chosen = _offer(draft.query), _chosen(calls)
    if offer is None:
        return
    gpu, amount = offer
    currency = str(chosen.input.get("currency", "USD")) if chosen is not None else "USD"
    card, price = draft.gpu_name(gpu), money(Decimal(str(amount)), currency)
    if draft.query.budget is None:
        draft.assume(say.OFFER_BOUNDS(card=card, price=price))
    pick = (chosen.output.get("pick") or {}) if chosen is not None else {}
    sized = next(
        (c for c in calls if c.tool == "estimate_memory" and c.input.get("gpu") == gpu), None
    )
    est = sized.typed(MemoryEstimate) if sized is not None else None
    if est is None or pick.get("gpu_id") == gpu:
        return  # the offer is the pick: its price is in the first line
    task = task_text(draft, est.method, est.model_id, est.precision)
    need, usable = f"{est.per_gpu_gb:.1f}", f"{est.usable_gb:.1f}"
    template = say.OFFER_FITS if est.fits else say.OFFER_NOT_FIT
    line = template(card=card, price=price, task=task, need=need, usable=usable)
    draft.paragraphs.insert(min(1, len(draft.paragraphs)), line.render(draft.lang))


__all__ = ["add_offer_line", "plan_offer_sized"]
