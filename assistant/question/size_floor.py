"""A model size said as the floor of a range ("anything in the 200b+ range", "70b以上的").

Such a size bounds a list of models; it names no one model to check. Pure: a regular
expression over the folded text.
"""

from __future__ import annotations

import re

_SIZE_FLOOR_RE = re.compile(
    r"(?<![\w.])\d{1,4}(?:\.\d)?\s*b\s*\+"
    r"|(?<![\w.])\d{1,4}(?:\.\d)?\s*b\s+(?:and up|or (?:more|bigger|larger|above))\b"
    r"|\b(?:over|above|bigger than|larger than|at least)\s+\d{1,4}(?:\.\d)?\s*b\b"
    r"|(?<![\w.])\d{1,4}(?:\.\d)?\s*b\s*(?:以上|及以上|往上)"
)
"""A parameter count with "+", "and up", "over", "以上": the smallest size of those asked."""


def size_floor(folded: str) -> bool:
    """Whether the question's model size is the floor of a range asked, not one model."""
    return _SIZE_FLOOR_RE.search(folded) is not None


__all__ = ["size_floor"]
