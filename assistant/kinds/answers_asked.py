"""An answer only when it answers: the kind chosen must give what the question asks for.

The router reads what a question talks about (a workload, an instance, a follow-up's earlier
turn); ``Query.answer_asked`` says what it asks for ("什么价" a price, "how long" a duration,
"每秒几个 token" a speed). When the chosen kind's first line gives something else (the
workload's seconds per image for "什么价", a fit verdict for "生成速度每秒几个 token", a serving
plan for "一个月电费多少"), the first kind in registry order that gives what was asked and whose
slots the question has takes over. Kinds read from the words (a trouble, a check of a rented
machine, small talk, an off-topic request, an unknown name) and explanations keep their reading:
an error pasted with "how long" asks about the error. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.kinds.base import Kind
from assistant.kinds.power_pair import draws_weighed
from assistant.models import KindName, Query
from assistant.question.rent_weighed import rent_weighed

KEPT_AS_READ: frozenset[KindName] = frozenset(
    {
        "smalltalk",
        "unsupported",
        "not_covered",
        "verify",
        "troubleshoot",
        "clarify",
        "concept",
    }
)
"""Kinds the asked answer never overturns: read from the words, or an explanation (the
explanation kind only when a why or a definition was asked)."""


def answering_kind(query: Query, chosen: Kind, kinds: Sequence[Kind]) -> Kind | None:
    """The kind that gives what ``query`` asks, where ``chosen`` does not; None: keep it."""
    asked = query.answer_asked
    keeps = chosen.keeps
    if chosen.name == "price" and _two_cards_for_a_job(query):
        # "does the SXM over the PCIe justify the price for a 13B?": the cards' edge for the
        # job is weighed, which a price list does not give
        keeps = tuple(k for k in keeps if k != "comparison")
    if chosen.name == "power" and draws_weighed(query):
        keeps = (*keeps, "comparison")  # "an M3 Ultra's wall draw vs two 3090s": both draws
    if chosen.name == "serve" and not _count_asked(query):
        # "what would that run per month?" after a plan: its price, not the plan again
        keeps = tuple(k for k in keeps if k != "price")
    if chosen.name == "workload_compare" and rent_weighed(query):
        keeps = (*keeps, "price")  # "spend for 5,000 h of audio on rented L4s vs T4s": each card's
    if asked is None or asked in (*chosen.gives, *keeps) or _kept(query, chosen):
        return None
    able = [k for k in kinds if asked in k.gives and _fills(k, query)]
    # a kind that leads with what was asked before one that also gives it (serving counts users
    # first; the KV-cache kind gives a count of sequences after the cache's size)
    # and, between two that lead alike, the one for the question's workload: "how long would
    # the 500 h of audio take on that card" is timed by the speech kind, not the LLM one
    media = query.workload_family is not None
    return min(
        able,
        key=lambda k: (k.gives.index(asked), media != k.name.startswith("workload_")),
        default=None,
    )


def _two_cards_for_a_job(query: Query) -> bool:
    """Two different cards named with the model or workload they would run, no budget said.

    With a budget ("$500 a month, an a10g or an l4, which one?") the cards are a pick's options.
    """
    job = query.model_id is not None or query.params_b is not None or query.workload_id is not None
    return job and len({g.gpu_id for g in query.gpus}) >= 2 and query.budget is None


def _count_asked(query: Query) -> bool:
    """Whether a count of cards or users is asked beside whatever else is asked."""
    return query.asks_gpu_count or query.asks_load_count or query.asks_capacity


def _kept(query: Query, chosen: Kind) -> bool:
    """Whether ``chosen`` stands whatever was asked: read from the words, or a why asked.

    The explanation kind reached only because nothing else matched ("need the mi355x numbers:
    hbm capacity") is not kept.
    """
    if chosen.name == "workload_pick" and query.stream_rate_asked:
        return True  # "6 feeds, how many fps per camera": the cards' frames shared, a capacity
    if chosen.name != "concept":
        return chosen.name in KEPT_AS_READ
    return query.explain_asked or query.definition


def _fills(kind: Kind, query: Query) -> bool:
    """Whether ``query`` has the slots ``kind`` needs to answer what was asked."""
    if kind.asked_needs is not None and kind.asked_needs(query):
        return True
    return kind.prior(query) or kind.admits(query)


__all__ = ["KEPT_AS_READ", "answering_kind"]
