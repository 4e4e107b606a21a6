"""The registry of question kinds: examples, slots, plan, composer and retrieval hint per kind.

``choose(query)`` picks the kind (``routing``); ``kind.plan`` runs its calculators and
``kind.compose`` writes its answer. See ``registry.REGISTRY`` for the list.
"""

from __future__ import annotations

from assistant.kinds.base import Kind
from assistant.kinds.registry import BY_NAME, REGISTRY, kind_named
from assistant.kinds.routing import Routing
from assistant.kinds.routing import choose as _choose
from assistant.models import Query, ToolCall
from assistant.question.tools import Toolbox


def choose(query: Query) -> tuple[Kind, Routing]:
    """The registered kind that answers ``query``, and how it was chosen."""
    return _choose(query, REGISTRY)


def plan_for(query: Query, tools: Toolbox) -> list[ToolCall]:
    """The calls the kind chosen for ``query`` makes (what ``Advisor`` runs before composing)."""
    return choose(query)[0].plan(query, tools)


__all__ = ["BY_NAME", "REGISTRY", "Kind", "Routing", "choose", "kind_named", "plan_for"]
