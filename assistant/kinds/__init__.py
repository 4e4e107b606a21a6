"""The registry of question kinds: examples, slots, plan, composer and retrieval hint per kind.

``choose(query)`` picks the kind (``routing``); ``kind.plan`` runs its calculators and
``kind.compose`` writes its answer. See ``registry.REGISTRY`` for the list.
"""

from __future__ import annotations

from assistant.kinds.answers_asked import answering_kind
from assistant.kinds.base import Kind
from assistant.kinds.registry import BY_NAME, REGISTRY, kind_named
from assistant.kinds.routing import Routing
from assistant.kinds.routing import choose as _choose
from assistant.kinds.routing import neighbour_kind as _neighbours
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox


def choose(query: Query, continued: Query | None = None) -> tuple[Kind, Routing]:
    """The registered kind that answers ``query``, and how it was chosen.

    ``continued``: the earlier turn a follow-up inherited slots from ("and on 4 A100s?"). A
    few words are no evidence of a new kind: the follow-up keeps that turn's kind when its
    merged reading is the same intent, else the parser's reading stands. Last, a kind whose
    answer does not give what the question asks for is traded for one that does
    (``answers_asked``: reason ``asked``).
    """
    kind, routing = _choose(query, REGISTRY, continued)
    answering = answering_kind(query, kind, REGISTRY)
    if answering is None:
        return kind, routing
    return answering, routing.model_copy(update={"kind": answering.name, "reason": "asked"})


def uncomputed(query: Query) -> Kind:
    """The kind for a question whose chosen kind found nothing to compute.

    What questions worded like it asked (a symptom, a check of a rented machine, small talk,
    an off-topic request, or a kind whose slots it has), else the explanation kind.
    """
    return _neighbours(query, BY_NAME["concept"], REGISTRY) or BY_NAME["concept"]


def plan_for(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The calls the kind chosen for ``query`` makes (what ``Advisor`` runs before composing)."""
    return choose(query)[0].plan(query, tools)


__all__ = [
    "BY_NAME",
    "REGISTRY",
    "Kind",
    "Routing",
    "choose",
    "kind_named",
    "plan_for",
    "uncomputed",
]
