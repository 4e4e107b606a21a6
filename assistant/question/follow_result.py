"""A card test's result, or its care, reported after a turn about a card: it is on that card.

"picking up a used a6000, what do I test?" then "gpu-burn passed but ECC shows 2. walk away?":
the second message names no card, yet its reading is the A6000's. "gpu-burn 报 FAULTY" then
"卖家说是散热问题，重新刷硅脂就好": cooling or repair words, off topic on their own, are the
seller's or owner's account of that card's trouble, which stays the question. Pure: reads the
message text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.test_results import test_result
from assistant.question.text import fold

_CARE_RE = re.compile(
    r"(?<![a-z])(?:repast\w*|re-?paste\w*|thermal (?:paste|pads?)|dust\w*|clean\w*|fans?"
    r"|cooling|cooler|thermals?|overheat\w*|heat ?sink|reflow\w*|re-?ball\w*|repair\w*)(?![a-z])"
    r"|硅脂|导热垫|清灰|散热|风扇|过热|返修|维修|修一下|重焊|植球"
)
"""A card's cooling or repair talked of ("a repaste will fix it", "重新刷硅脂就好")."""
_CHECKED_KINDS = frozenset({"verify", "troubleshoot"})


def result_on_earlier_card(new: Query, previous: Query) -> bool:
    """Whether ``new`` reports a test result with no card of its own after a turn that had one."""
    return not new.gpus and bool(previous.gpus) and test_result(new.text) is not None


def care_of_earlier_card(new: Query, previous: Query) -> bool:
    """Whether ``new`` talks of the cooling or repair of the card checked or troubleshot before."""
    checked = previous.kind in _CHECKED_KINDS or previous.task == "troubleshoot"
    cared = _CARE_RE.search(fold(new.text)) is not None
    return checked and not new.gpus and bool(previous.gpus) and cared


def use_beside_weighing(new: Query, previous: Query) -> bool:
    """Whether ``new`` adds another use of the cards weighed to their hours ("gaming too").

    "buy a 4070 ti super or rent a 4090?" then "i'd end up gaming on it too, so 8h/day total":
    the games are more hours of use of the card bought, which is still the weighing asked.
    """
    weighing = previous.intent == "rent_vs_buy" and not new.gpus
    return weighing and new.declined == "gaming" and new.usage_hours_per_month is not None


def off_topic_after(new: Query, previous: Query) -> bool:
    """Whether ``new`` is off topic after ``previous``: not the earlier card's care or use."""
    cards = care_of_earlier_card(new, previous) or use_beside_weighing(new, previous)
    return new.off_topic and not cards


def on_topic_again(previous: Query, new: Query) -> dict[str, object]:
    """The off-topic reading undone when ``new`` only adds use to the weighing before it."""
    if not use_beside_weighing(new, previous):
        return {}
    return {"off_topic": False, "declined": None}


__all__ = [
    "care_of_earlier_card",
    "off_topic_after",
    "on_topic_again",
    "result_on_earlier_card",
    "use_beside_weighing",
]
