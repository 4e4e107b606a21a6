"""A message after a setup was sized that asks something of its own, not the setup changed.

* a term asked to be defined ("what's the difference between qlora and lora anyway", "你说的
  zero3 是什么意思，为啥能让 4 张卡训 7b"): a technique, a precision or a runtime it names, or
  the earlier size and count said again, are the explanation's subject, not a new setup; only
  a card or a model it names itself makes it a sizing question;
* an instance type's contents asked ("so what gpu is in p3dn.24xlarge, how much memory per
  card"): the type's own cards and figures, whatever job was fitted on it before.

Pure: reads the markers and slots the parser set.
"""

from __future__ import annotations

from assistant.models import Query
from assistant.question.instances import shaped_like_a_type_name


def defined_on_its_own(new: Query) -> bool:
    """A definition asked that names no card, model or workload of its own."""
    if new.intent != "concept" or not new.definition:
        return False
    own = bool(new.gpus) or new.model_id is not None or new.workload_id is not None
    return not own and not _type_named(new)


def type_contents_asked(new: Query) -> bool:
    """An instance type named with what it holds or its figures asked, and no job of its own."""
    asked = new.node_held_asked or new.type_spec_asked or new.figures_asked or bool(new.spec_fields)
    job = new.model_id is not None or new.params_b is not None or new.method is not None
    job = job or new.workload_id is not None
    return _type_named(new) and asked and not job and not new.gpus


def _type_named(new: Query) -> bool:
    return any(shaped_like_a_type_name(w) for w in new.instance_words)


__all__ = ["defined_on_its_own", "type_contents_asked"]
