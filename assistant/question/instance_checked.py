"""A rented instance type whose machine is checked: its cards are the ones read off it.

"launched a g6.48xlarge, but nvidia-smi only lists 4 gpus. wrong box?": the count is what the
machine shows, not a request for the family's 4-GPU type; the type's own cards (8 × L4) are the
ones sold, so the reading is judged against them as a verify question. Pure.
"""

from __future__ import annotations

from assistant.models import GPUAsk, Query
from assistant.question import verify_cues as cues
from assistant.question.health import PASTED_CHECKS, health_check
from assistant.question.instances import Instance
from assistant.question.readings import memory_reading, power_reading
from assistant.question.test_results import card_test_read
from assistant.question.text import fold
from assistant.question.troubleshoot import _CHECK_RE


def checked_on_type(query: Query) -> bool:
    """Whether the question reads a figure off the machine and puts it up for judgment."""
    if card_test_read(query.text, True) is not None:  # "nvidia-smi only lists 4 gpus. wrong?"
        return True
    # a throttle reason pasted off one of its cards and asked ("HW Slowdown: Active. normal?"):
    # "one card shows" counts the machine's cards, it asks for no 1-GPU type
    if health_check(query.text) in PASTED_CHECKS:
        return True
    read = memory_reading(query.text) is not None or power_reading(query.text) is not None
    asked = _CHECK_RE.search(fold(query.text)) is not None  # "is that right?"
    return read and (asked or cues.reading_questioned(fold(query.text)))


def checked_type_cards(query: Query, found: Instance | None) -> Query:
    """``query`` with the named type's GPUs as its cards when its machine is checked."""
    if found is None or found.gpu_id is None or query.gpus or not checked_on_type(query):
        return query
    gpus = [GPUAsk(gpu_id=found.gpu_id, count=found.gpu_count, count_stated=True)]
    return query.model_copy(update={"gpus": gpus, "bare_count": None})


__all__ = ["checked_on_type", "checked_type_cards"]
