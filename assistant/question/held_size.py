"""A card said at a memory size its catalog rows lack ("3080 12g" before that row existed).

The card is sized at the size the catalog holds, and the answer says so first (an
``unknown_gpu_sized`` problem); a size that is the card read (a laptop's 8G) or several
cards' total ("4x 3090 (96gb)", "两张a6000 96G") is no such size. Pure.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import fitting as fitting_say
from assistant.models import Problem

_READING_RE = re.compile(
    r"(?<![\d.])\d[\d,]{2,7}\s*mib(?![a-z])|(?<![\d.])\d+(?:\.\d+)?\s*gib(?![a-z])"
)
"""Memory read off the machine ("49140MiB", "23.99 GiB"): the size said is what is checked."""


def memory_read_off_the_machine(text: str) -> bool:
    """Whether the question quotes a memory reading: the size said is then the one checked."""
    return _READING_RE.search(text) is not None


def size_of_card_read(m: re.Match[str], memory: float, count: float | None) -> bool:
    """Whether the size said is the card read (a laptop's 8G) or cards' total ("(96gb)").

    A multiple of the card's memory is a total only when several cards are counted ("2x
    a6000 96g"); said of one card ("3090 48G") it is a size no row holds.
    """
    said = re.search(r"\d{1,4}", m["mem"] or "")
    if said is None or (m["mem"] or "").lstrip().startswith(("(", "（")):
        return True
    share = float(said.group()) / memory
    if abs(share - 1) <= 0.08:
        return True
    several = count is not None and count > 1
    return several and abs(share - round(share)) <= 0.08 * share


def sized_at_held_size(catalog: Catalog, surface: str, ident: str) -> Problem:
    """A card said at a memory size its rows lack, sized at the size held ("3080 12gb")."""
    gpu = catalog.gpus[ident]
    note = fitting_say.NOT_AT_SIZE_SIZED(surface=surface, gpu=gpu.name, memory=gpu.memory_gb)
    return Problem(
        kind="unknown_gpu_sized", en=note.render("en"), zh=note.render("zh"), surface=surface
    )


__all__ = ["memory_read_off_the_machine", "size_of_card_read", "sized_at_held_size"]
