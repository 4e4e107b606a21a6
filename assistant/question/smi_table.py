"""The GPUs an ``nvidia-smi`` table lists, counted by its rows; pure.

A pasted table names each card once per row, each with its own PCI bus id ("Tesla P40 … |
00000000:03:00.0", "Tesla P40 … | 00000000:04:00.0"): the rows are the cards in the box, so
one card named in two rows is two of them.
"""

from __future__ import annotations

import re

from assistant.models import GPUAsk
from assistant.question.text import Scan

_BUS_ID_RE = re.compile(r"(?<![0-9a-f])[0-9a-f]{8}:[0-9a-f]{2}:[0-9a-f]{2}\.[0-7](?![0-9])")
"""A GPU's PCI bus id as the table prints it on each card's row ("00000000:03:00.0")."""


def smi_rows(text: str) -> int:
    """How many GPU rows a pasted ``nvidia-smi`` table holds (distinct bus ids); 0 when none."""
    return len({m.group() for m in _BUS_ID_RE.finditer(text)})


def counted_by_rows(asks: list[GPUAsk], text: str) -> list[GPUAsk]:
    """One card named with no count stated, counted by the table's rows when it lists more."""
    rows = smi_rows(text)
    # the row index before a name reads as a count of one ("|   1  Tesla P40"): not a count
    if rows < 2 or len({a.gpu_id for a in asks}) != 1 or any(a.count > 1 for a in asks):
        return asks
    return [asks[0].model_copy(update={"count": rows, "count_stated": True})]


def read_smi_rows(scan: Scan) -> None:
    """Count the one card named by the rows of a pasted ``nvidia-smi`` table, if it has some."""
    if scan.slots.get("gpus"):
        # the bus ids are blanked from the working text (no "2B" model): read them as pasted
        scan.slots["gpus"] = counted_by_rows(scan.slots["gpus"], scan.orig.lower())


__all__ = ["counted_by_rows", "read_smi_rows", "smi_rows"]
