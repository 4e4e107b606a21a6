"""Compose a recommendation among the cards the user named (``Query.named_candidates``); pure.

The plan made two ``recommend_setup`` calls: among the cards named, then over every card. The
pick among those named leads; a card not named that ranks before it is said next. When none of
those named runs the job within the budget, the best of every card leads, after a sentence
that says so.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import METHOD_NAMES, Draft
from assistant.answer.compose_choice import (
    budget_text,
    buys_text,
    compose_choice,
    compose_recommend,
    price_text,
    setup_name,
    task_of,
)
from assistant.calc.recommend import Recommendation, rank_key
from assistant.messages import choice as msg
from assistant.models import ToolCall


def compose_candidates(draft: Draft, mine: ToolCall, every: ToolCall) -> None:
    """The pick among the cards named, and whether a card not named does better."""
    own, best = mine.typed(Recommendation), every.typed(Recommendation)
    if own is None:
        compose_choice(draft, every if best is not None else mine, None)
        return
    named = mine.input.get("gpus") or []
    lang = draft.lang
    other = best.pick if best is not None else None
    if own.pick is None and other is not None and best is not None:
        compose_choice(draft, every, None)
        names = "、".join if lang == "zh" else ", ".join
        lead = msg.NONE_NAMED_FITS(
            named=names(draft.gpu_name(g) for g in named),
            task=task_of(draft, own),
            budget=budget_text(lang, own),
        ).render(lang)
        if draft.paragraphs:
            draft.paragraphs[0] = lead + draft.paragraphs[0]
        lighter = own.method_pick
        if lighter is not None and own.method_change:
            method = METHOD_NAMES[lang].get(own.method_change, own.method_change)
            line = msg.NAMED_WITH_LIGHTER(
                method=method, setup=setup_name(draft, lighter), price=price_text(draft, lighter)
            )
            draft.paragraphs.insert(1, line.render(lang))
        return
    compose_choice(draft, mine, None)
    if own.pick is None:
        return
    key = rank_key(own.kind, own.objective)
    if other is not None and other.gpu_id not in named and key(other) < key(own.pick):
        line = msg.UNNAMED_BEATS(
            setup=setup_name(draft, other),
            price=price_text(draft, other),
            buys=buys_text(draft, other, own.method),
        )
    else:
        line = msg.NAMED_IS_BEST()
    draft.paragraphs.insert(min(1, len(draft.paragraphs)), line.render(lang))


def compose_recommendation(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """The recommend kind's composer: among the cards named when the plan asked so."""
    choices = [c for c in calls if c.tool == "recommend_setup"]
    if len(choices) == 2 and choices[0].input.get("gpus") and not choices[1].input.get("gpus"):
        draft.verdict = None  # a recommendation answers no yes/no question
        compose_candidates(draft, *choices)
        return
    compose_recommend(draft, calls)


__all__ = ["compose_candidates", "compose_recommendation"]
