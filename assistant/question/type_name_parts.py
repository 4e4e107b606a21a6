"""A word found inside an instance type's name, which names no workload or model.

"Standard_ND96asr_v4" holds "asr", "ND96amsr_A100_v4" holds "amsr": letters that run on from
digits or an underscore are part of a type's name, not a speech job asked. ``in_type_name``
reads the folded text; pure.
"""

from __future__ import annotations


def in_type_name(folded: str, start: int) -> bool:
    """Whether the word found at ``start`` runs on from digits or an underscore before it.

    Only a word in Latin letters does ("4090跑sd" is a card, then a job run on it).
    """
    if start == 0 or start >= len(folded) or not folded[start].isascii():
        return False
    return folded[start].isalpha() and (folded[start - 1].isdigit() or folded[start - 1] == "_")


__all__ = ["in_type_name"]
