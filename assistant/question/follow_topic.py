"""A message after a setup was sized that asks something of its own, not the setup changed.

* a term asked to be defined ("what's the difference between qlora and lora anyway", "你说的
  zero3 是什么意思，为啥能让 4 张卡训 7b"): a technique, a precision or a runtime it names, or
  the earlier size and count said again, are the explanation's subject, not a new setup; only
  a card or a model it names itself makes it a sizing question (after a trouble, the term is
  the trouble's: "Xid 79 是啥意思" goes on with it);
* what the earlier reading held that was no request of its own is not carried: an amount read
  as the premium of one card over another ("worth ~$150 over a 3060") is no budget for other
  cards, and words read beside no instance type ("the 128-bit bus") name none;
* an instance type's contents asked ("so what gpu is in p3dn.24xlarge, how much memory per
  card"): the type's own cards and figures, whatever job was fitted on it before.

Pure: reads the markers and slots the parser set.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.definition_opener import DEFINITION_OPENER_RE
from assistant.question.instances import shaped_like_a_type_name
from assistant.question.text import fold

_POINTS_BACK_RE = re.compile(r"\b(?:that|it|this|those|them|these)\b|这个|那个|它|这样|那样")
"""Words that point back at the earlier answer ("what's that per month", "how is that
different"): a message with them continues it."""


_WHY_OPENER_RE = re.compile(r"^\W*(?:why\b|how come\b|为什么|为啥|咋|怎么会)")
"""A message that opens by asking why."""


def trouble_term(new: Query, previous: Query) -> bool:
    """A term asked past the start after a trouble ("Xid 79 是啥意思，卡坏了吗"): the trouble's.

    A why asked of the trouble's own words ("为什么单机也会去找 IB" after "NCCL WARN NET/IB …
    单机两卡") asks why the trouble happens: it goes on too, unlike a why of something else.
    """
    if previous.task != "troubleshoot" or not new.definition:
        return False
    return DEFINITION_OPENER_RE.search(fold(new.text)) is None or why_of_trouble(new, previous)


def why_of_trouble(new: Query, previous: Query) -> bool:
    """A why asked after a trouble, of a word the trouble was told in: the same trouble."""
    if previous.task != "troubleshoot" or _WHY_OPENER_RE.search(fold(new.text)) is None:
        return False
    return bool(set(new.topic_terms) & set(previous.topic_terms))


def defined_on_its_own(new: Query, previous: Query) -> bool:
    """A definition asked that names no card, model or workload of its own.

    After a trouble, a term asked ("Xid 79 是啥意思") is the trouble's own symptom: still it.
    """
    # "yarn 是啥？" names a term the lexicon lacks (read as unsupported until the guides are
    # asked): still a definition of its own; "what's that per month" points back, so it is not
    unknown = new.intent == "unsupported" and not new.off_topic
    unknown = unknown and _POINTS_BACK_RE.search(fold(new.text)) is None
    if not (new.intent == "concept" or unknown) or not new.definition:
        return False
    if previous.task == "troubleshoot":
        return False
    own = bool(new.gpus) or new.model_id is not None or new.workload_id is not None
    # "what's the biggest i can load then": the card's list asked, no term
    own = own or new.asks_model_list or new.asks_gpu_pick or new.asks_feasibility
    return not own and not _type_named(new)


def type_contents_asked(new: Query, previous: Query) -> bool:
    """An instance type named with what it holds or its figures asked, and no job of its own.

    Not after a trouble: "set NCCL_P2P_DISABLE=1 … slower than one gpu" goes on with it.
    """
    if previous.task == "troubleshoot":
        return False
    asked = new.node_held_asked or new.type_spec_asked  # the cards it holds, its own figures
    job = new.model_id is not None or new.params_b is not None or new.method is not None
    # "move those two cards to exl2 4.0bpw": a runtime or a width is the job changed
    job = job or new.workload_id is not None or new.precision is not None or new.engine is not None
    # "is p5e.48xlarge the one with H200s? what's in it": the cards named are what it is
    # thought to hold, asked to be confirmed, not cards of a request
    contents = new.answer_asked == "instance_contents"
    return _type_named(new) and (asked or contents) and not job and (contents or not new.gpus)


def not_carried(slot: str, previous: Query) -> bool:
    """Whether ``previous``'s ``slot`` was a reading of its own cards' premium or named no type."""
    if slot == "budget":
        premiums = (previous.card_premium or {}).values()
        return previous.budget is not None and any(previous.budget == p for p in premiums)
    if slot == "instance":
        return previous.instance_named is None and not _type_named(previous)
    return False


def _type_named(new: Query) -> bool:
    return any(shaped_like_a_type_name(w) for w in new.instance_words)


__all__ = [
    "why_of_trouble",
    "defined_on_its_own",
    "not_carried",
    "trouble_term",
    "type_contents_asked",
]
