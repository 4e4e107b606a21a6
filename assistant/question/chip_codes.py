"""A GPU die's code name said beside a card ("GPU-Z shows GB202", "显示 AD102"); pure.

Tools such as GPU-Z print the die a card is built on ("GA102", "GB202", "TU104"). Such a code
is no card: when it is the die of a card in the catalog (its ``architecture`` field, "Blackwell
GB202"), it is read as a reading off the card, not an unknown GPU to suggest names for.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog

_DIE_RE = re.compile(r"(?<![a-z0-9])(g[a-z]|[at][a-z]|tu)\d{3}[a-z]?(?![a-z0-9])")
"""A die code as NVIDIA names them: two letters and three digits (GA102, AD104, GB202, TU116)."""


def catalog_dies(catalog: Catalog) -> frozenset[str]:
    """The die codes named in the catalog's architectures, lower-cased ("gb202", "ga102")."""
    return frozenset(
        m.group()
        for gpu in catalog.gpus.values()
        for m in _DIE_RE.finditer((gpu.architecture or "").lower())
    )


def is_catalog_die(catalog: Catalog, said: str) -> bool:
    """Whether ``said`` is only a die code of a catalog card ("GB202", not "GB200")."""
    code = re.sub(r"\s+", "", said.lower())
    return _DIE_RE.fullmatch(code) is not None and code in catalog_dies(catalog)


__all__ = ["catalog_dies", "is_catalog_die"]
