"""An instance type in a follow-up: the earlier one kept, completed, or named again.

"what's that box cost an hour" after "g4dn.12xlarge — 4 T4s?" names no type of its own: the
earlier type is still the subject. "and the 12xlarge?" completes a size from the earlier
family (``sized_in_family``); "and the p5en spot rate?" after "p5en.48xlarge … vs 8 H200s on
Nebius" names the earlier type by its family, and the type names its own cloud. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.models import Query
from assistant.question.instance_sizes import family_said_again, sized_in_family, type_with_card

_TYPE_LIKE_RE = re.compile(r"[a-z].*\d|\d.*[a-z]")
"""Letters and figures in one word: a type's name may be any such ("gn8is-8x.32xlarge")."""
_REGION_RE = re.compile(r"[a-z]{2}-[a-z]+-\d")
"""A cloud region ("us-east-1"): where a type runs, not one."""


def names_a_type(query: Query) -> bool:
    """Whether a message names an instance type (found, or a word shaped like one)."""
    typed = any(
        _TYPE_LIKE_RE.search(w) and not _REGION_RE.fullmatch(w) for w in query.instance_words
    )
    return query.instance_named is not None or typed


def type_again(previous: Query, new: Query, update: dict[str, Any]) -> None:
    """The earlier type completed or named again by the follow-up ("the 12xlarge?")."""
    sized = sized_in_family(previous, new) or type_with_card(previous, new)  # "the h200 one?"
    again = family_said_again(previous, new) if sized is None else None  # "the p5en spot rate"
    if again is not None:  # the type names its own cloud: another one carried does not stand
        update.update(instance_words=again, provider=new.provider)
    if sized is not None:  # that type, with its own figures asked again if they were
        asked = new.type_spec_asked or previous.type_spec_asked
        update.update(instance_words=sized, instance_named=None, type_spec_asked=asked)
        own = {g.gpu_id for g in previous.gpus}
        if new.gpus and all(g.gpu_id in own and not g.count_stated for g in new.gpus):
            update["gpus"] = []  # "more L40S?": the family's card guessed at, the type's own told


__all__ = ["names_a_type", "type_again"]
