"""The card an answer picked, carried to a follow-up that asks about "it"; pure.

"what would that cost per month on runpod if it's up 10 hours a day" after "budget ~$1k, what
do I get": the follow-up names no card, and the card it means is the one the answer picked
(one RTX 5060 Ti 16GB), not a new pick under the old purchase budget. A rental price (a
provider, an hour or a month, a use said), a speed or a rent-or-buy asked next is asked of the
pick; a fit asked with another model ("can it do 32b too?") is the pick again
(``follow_slots.card_pick_kept``) and is left alone, as is "double check the price?" (the
purchase, not a rental).

The pick is read from the answer's own ``recommend_setup`` result, never from its words.
"""

from __future__ import annotations

from typing import Any

from assistant.calc.media_pick import MediaPick
from assistant.calc.recommend import Recommendation
from assistant.calc.serving import ServingPlan
from assistant.models import Answer, GPUAsk, Query
from assistant.question.follow_markers import cue_intent
from assistant.question.request_words import SLOT_FIELDS
from assistant.question.text import fold

ASKED_OF_THE_PICK = frozenset({"cost", "speed", "rent_vs_buy"})
"""What a follow-up may ask of the card picked before (its price, its speed, renting it)."""


def _media_pick(answer: Answer) -> GPUAsk | None:
    """The card a workload pick chose (one card: the media kinds pick single cards)."""
    for call in answer.tool_calls:
        found = call.typed(MediaPick) if call.tool == "recommend_workload_gpu" else None
        if found is not None and found.best is not None:
            return GPUAsk(gpu_id=found.best.gpu_id, count=1)
    return None


def _served_on(answer: Answer) -> GPUAsk | None:
    """The cards a serving plan sized (its card, all its GPUs), the plan the answer leads with."""
    for call in answer.tool_calls:
        plan = call.typed(ServingPlan) if call.tool == "plan_serving" else None
        if plan is not None:
            return GPUAsk(gpu_id=plan.gpu_id, count=plan.gpus, count_stated=True)
    return None


def picked_setup(answer: Answer | None) -> GPUAsk | None:
    """The setup ``answer`` picked (card and count), when it answered with a pick."""
    if answer is not None and answer.kind == "workload_pick":
        return _media_pick(answer)  # "cheapest GPU that keeps up with 500 h of audio"
    if answer is not None and answer.kind == "serve":
        return _served_on(answer)  # "what would that run per month?": the cards the plan sized
    if answer is None or answer.kind != "recommend":
        return None
    for call in answer.tool_calls:
        if call.tool != "recommend_setup":
            continue
        found = call.typed(Recommendation)
        if found is not None and found.pick is not None:
            return GPUAsk(gpu_id=found.pick.gpu_id, count=found.pick.count, count_stated=True)
    return None


def on_the_pick(
    query: Query, own: Query, carried: dict[str, Any], pick: GPUAsk | None
) -> tuple[Query, dict[str, Any]]:
    """``query`` asked of the card picked before, when its message names no card of its own.

    The purchase budget the pick was made under is no longer a constraint: the card is chosen.
    ``own`` is the message read alone; ``carried`` loses the budget and gains the picked card,
    so the answer says which card it took from the turn before.
    """
    if pick is None or not carried or own.gpus or own.instance_words:
        return query, carried
    if own.answer_asked == "pick" or own.asks_gpu_pick:  # "which cloud gpu would you pick?"
        return query, carried
    asked = own.intent if own.intent in ASKED_OF_THE_PICK else cue_intent(fold(own.text))
    if asked is None and own.unit in ("per_hour", "per_month"):
        asked = "cost"  # "renting that, per hour?": a rate asked is its price
    stated = own.budget is not None or own.rent_rate_stated is not None  # "预算每小时两块呢"
    if asked not in ASKED_OF_THE_PICK or stated:
        return query, carried  # a new budget or rate is a pick again under it
    rented = own.provider or own.unit or own.usage_hours_per_month or own.where == "cloud"
    if asked == "cost" and not rented:
        return query, carried  # "double check the price?": the purchase priced, not a rental
    # the count of cards or users asked before was answered by the pick: not asked again
    left = ("budget", "asks") if asked != "rent_vs_buy" else ("budget",)
    cleared = {f: Query.model_fields[f].default for slot in left for f in SLOT_FIELDS[slot]}
    update = {**cleared, "gpus": [pick], "intent": asked}
    kept = {k: v for k, v in carried.items() if k not in left}
    said = {"gpus": [pick.gpu_id], "count": pick.count}  # "carried over: … 1 × RTX 3090"
    return query.model_copy(update=update), {**kept, **said}


__all__ = ["ASKED_OF_THE_PICK", "on_the_pick", "picked_setup"]
