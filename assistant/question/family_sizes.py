"""A bare family word that names a few catalog models ("mixtral": 8x7B or 8x22B): asked which.

Never dropped (the question would be answered without its model) and never guessed (the
catalog's name index refuses an ambiguous name on purpose).
"""

from __future__ import annotations

from assistant.catalog.names import normalize_name
from assistant.catalog.specs import Catalog
from assistant.models import Problem

FEW_SIZES = 4
"""A bare family word with at most this many catalog models is asked which one ("mixtral");
a family of many ("llama", "qwen") stays the general word it usually is."""


def few_of_family(catalog: Catalog, family: str) -> list[str]:
    """The catalog ids named by a bare family word, when there are two to ``FEW_SIZES``."""
    ids = [
        m.id
        for m in sorted(catalog.models.values(), key=lambda m: m.params_b)
        if normalize_name(m.id).startswith(family)
    ]
    return ids if 2 <= len(ids) <= FEW_SIZES else []


def several_sizes(surface: str, sizes: list[str]) -> Problem:
    """The problem said first when a name covers several catalog models."""
    listed = ", ".join(repr(x) for x in sizes[:6])
    return Problem(
        kind="unknown_model",
        en=f"{surface!r} comes in several sizes; did you mean {listed}?",
        zh=f"{surface!r} 有多个规格；您是不是指 {'、'.join(sizes[:6])}？",
        suggestions=sizes[:6],
    )


__all__ = ["FEW_SIZES", "few_of_family", "several_sizes"]
