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
    """``query`` with the named type's GPUs as its cards when its machine is checked.

    Cards of the type's own line named beside the reading ("NC40ads H100 v5 shows `NVIDIA
    H100 NVL` 95830MiB, I thought it was the 80GB PCIe"; "a2-ultragpu-1g: A100-SXM4-80GB,
    81920MiB, correct?") are what the user believed or read: the type's row is the card
    promised, so the reading is judged against it as a check of the machine, not a look-up
    of the type.
    """
    if found is None or found.gpu_id is None or not checked_on_type(query):
        return query
    line = _line(found.gpu_id)
    if any(_line(g.gpu_id) != line for g in query.gpus):
        return query  # another card named: a comparison or a card of its own, not the type's
    gpus = [GPUAsk(gpu_id=found.gpu_id, count=found.gpu_count, count_stated=True)]
    update: dict[str, object] = {"gpus": gpus, "bare_count": None}
    if query.gpus and query.task in _LOOKED_UP and memory_reading(query.text) is not None:
        update["task"] = None  # the reading's check decides the task (``route_task``)
    return query.model_copy(update=update)


def _line(gpu_id: str) -> str:
    """The card's product line ("h100" of h100-nvl and h100-sxm, "a100" of a100-80gb-sxm)."""
    return gpu_id.split("-")[0]


_LOOKED_UP = ("catalog", "power")
"""Tasks a type named with a card reads as (its sheet, the card's power) before a reading."""


__all__ = ["checked_on_type", "checked_type_cards"]
