"""A follow-up that names only a memory size for the card before ("and the 128gb one?").

Parsing reads the size said on its own, with no card named, into ``Query.card_size_gb``
("the 128gb one", "128G 的呢", "换成 64G 版本"); once the turn has inherited the earlier cards,
``swap_card_size`` replaces each with the catalog's same card at that size ("m4-max-48gb" and
128: "m4-max-128gb"). A card with no row at that size stays as it was.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import Query
from assistant.question.text import fold

_SIZE_ONE_RE = re.compile(
    r"(?<![0-9.])(?P<gb>\d{2,3})\s*g(?:b|ib)?(?![a-z0-9])\s*"
    r"(?:ones?\b|versions?\b|variants?\b|models?\b|configs?\b|(?:的)?(?:魔改)?(?:那款|那个|那台|版本?|款|呢))"
    r"|(?:换成|换到|升级到|上|选)\s*(?P<zh>\d{2,3})\s*g(?:b)?(?![a-z0-9])"
)
"""A memory size said as the variant ("the 128gb one", "128G 的呢", "换成 64G")."""

_SIZE_IN_ID_RE = re.compile(r"-(\d+)gb(?=-|$)")
"""The memory size in a card's id ("m4-max-48gb", "a100-40gb-sxm"), dropped to find its
siblings; a Mac's row keeps its total memory in the id and the GPU's share as ``memory_gb``."""


def card_size_said(text: str) -> float | None:
    """The memory size ``text`` names as a variant of some card, or None."""
    m = _SIZE_ONE_RE.search(fold(text))
    if m is None:
        return None
    return float(m["gb"] or m["zh"])


def sibling_at_size(catalog: Catalog, ident: str, size: float) -> str | None:
    """The catalog's card of ``ident``'s line with ``size`` GB of memory, or None."""
    base = _SIZE_IN_ID_RE.sub("", ident)
    for other, gpu in catalog.gpus.items():
        if other == ident or _SIZE_IN_ID_RE.sub("", other) != base:
            continue
        named = _SIZE_IN_ID_RE.search(other)
        sizes = {round(gpu.memory_gb), int(named[1]) if named else None}
        if round(size) in sizes:
            return other
    return None


def swap_card_size(query: Query, previous: Query | None, catalog: Catalog) -> Query:
    """The inherited cards at the memory size the follow-up names, where the catalog has it."""
    size = query.card_size_gb
    if size is None or previous is None or not previous.gpus:
        return query
    if [g.gpu_id for g in query.gpus] != [g.gpu_id for g in previous.gpus]:
        return query  # a card of its own named: the size is that card's
    gpus = []
    for ask in query.gpus:
        sibling = sibling_at_size(catalog, ask.gpu_id, size)
        gpus.append(ask if sibling is None else ask.model_copy(update={"gpu_id": sibling}))
    if gpus == query.gpus:
        return query
    return query.model_copy(update={"gpus": gpus})


__all__ = ["card_size_said", "sibling_at_size", "swap_card_size"]
