"""A machine named instead of the chip it is built on ("Framework Desktop", "EVO-X2").

The catalog's aliases send it to the chip's row, and the answer says the machine was read as
that chip, so the reader finds the box they named. Pure.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import fitting as say
from assistant.question.text import Scan, fold

_MACHINE_RE = re.compile(
    r"framework|evo[\s-]*x2|zbook|z2[\s-]*mini|ascent|edge[\s-]*xpert|thinkstation|zgx|dell[\s-]*pro"
)
"""Names of desktops, laptops and mini PCs built around a unified-memory chip."""


def machine_named(scan: Scan, catalog: Catalog, surface: str, ident: str) -> None:
    """Say that the machine ``surface`` was read as the chip of row ``ident`` (once)."""
    row = catalog.gpus.get(ident)
    if row is None or _MACHINE_RE.search(fold(surface)) is None:
        return
    if fold(surface) in fold(row.name):
        return  # the row names the machine itself ("NVIDIA DGX Spark")
    note = say.MACHINE_READ_AS(machine=surface, gpu=row.name)
    if note not in scan.assumptions:
        scan.assumptions.append(note)


__all__ = ["machine_named"]
