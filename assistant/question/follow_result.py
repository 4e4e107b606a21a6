"""A card test's result reported after a turn about a card: it reports on that card.

"picking up a used a6000, what do I test?" then "gpu-burn passed but ECC shows 2. walk away?":
the second message names no card, yet its reading is the A6000's. Pure: reads the message text.
"""

from __future__ import annotations

from assistant.models import Query
from assistant.question.test_results import test_result


def result_on_earlier_card(new: Query, previous: Query) -> bool:
    """Whether ``new`` reports a test result with no card of its own after a turn that had one."""
    return not new.gpus and bool(previous.gpus) and test_result(new.text) is not None


__all__ = ["result_on_earlier_card"]
