"""A model asked of a named instance type runs on its GPUs ("gn7-c12g1.3xlarge 能跑 70b 吗").

The instance table knows the type's card and count; with a model named and a fit, pick or
speed asked, those are the GPUs sized, and the question is a fit check when it was only a
pick or a what-is ("can a g5.2xlarge run llama 3 8b?" picks no card: the type holds one). A
card named beside the type is the type's own when it is of the same line ("单卡那张 A100" on an
A100 40GB type: the 40GB one); another card named leaves the question as it was.
"""

from __future__ import annotations

from assistant.models import GPUAsk, Query
from assistant.question.health import health_check
from assistant.question.instances import Instance

_ASKED_OF_THE_TYPE = frozenset({"fit_check", "recommend", "concept", "speed"})
"""Intents a model asked of a type is answered on its GPUs for (a price stays the price's)."""


def _line(gpu_id: str) -> str:
    return gpu_id.split("-")[0]


def timed_workload(query: Query) -> bool:
    """Whether an image, video, vision or speech job is timed: on a type, its cards run it.

    "1,200 h of calls through whisper on a g5.xlarge, eta?", "g5.xlarge 上 sdxl 出一万张图要多久".
    """
    return query.workload_id is not None and (query.asks_duration or query.intent == "speed")


def on_instance_cards(query: Query, found: Instance | None) -> Query:
    """``query`` with the named type's GPUs as its cards when a model is asked of the type."""
    if found is None or found.gpu_id is None or query.price_words:
        return query
    if query.asks_instance_pick:  # "GN7 和 GN10Xp 哪个规格装得下": which type, not this one
        return query
    if query.confirms_shape:  # "是4张V100吗，跑70b行不行": the cards said, checked first
        return query
    if _type_list_asked(query, found):  # "g6e.2xlarge (one L40S): which models can I serve"
        return query.model_copy(update={"gpus": []})
    if not query.gpus and health_check(query.text) is not None:
        # "a2-ultragpu-1g: link reads gen1 when idle, faulty machine?": the type's card is
        # the one whose reading is checked
        gpus = [GPUAsk(gpu_id=found.gpu_id, count=found.gpu_count, count_stated=True)]
        return query.model_copy(update={"gpus": gpus})
    timed = timed_workload(query)
    if query.model_id is None and query.params_b is None and not timed:
        return query
    if query.intent not in _ASKED_OF_THE_TYPE and not timed:
        return query
    if any(_line(g.gpu_id) != _line(found.gpu_id) for g in query.gpus):
        return query  # another card named: the type is a side note
    gpus = [GPUAsk(gpu_id=found.gpu_id, count=found.gpu_count, count_stated=True)]
    intent = "speed" if query.intent == "speed" or timed else "fit_check"
    return query.model_copy(update={"gpus": gpus, "intent": intent})


def _type_list_asked(query: Query, found: Instance) -> bool:
    """The models a type runs asked, the cards named only its own ("g6e.2xlarge, one L40S").

    The cards said restate what the type holds: the type's own cards are the ones sized (from
    the table, at its count), as when no card is named.
    """
    sized = query.model_id is not None or query.params_b is not None
    own = all(_line(g.gpu_id) == _line(found.gpu_id or "") for g in query.gpus)
    return query.asks_model_list and not sized and bool(query.gpus) and own


def without_earlier_types_cards(
    query: Query, previous: Query | None, carried: dict[str, object]
) -> Query:
    """A follow-up naming another type ("那 gn8is 呢") drops the cards the earlier type brought."""
    earlier = previous.instance_named if previous is not None else None
    if "gpus" not in carried or earlier is None or query.instance_named in (None, earlier):
        return query
    return query.model_copy(update={"gpus": []})


__all__ = ["on_instance_cards", "without_earlier_types_cards"]
