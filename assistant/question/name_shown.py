"""The card's full product name read off the machine, when it is the card sold.

"'H100 SXM' pod, nvidia-smi prints `NVIDIA H100 80GB HBM3`": the name the tool gives is one of
the sold card's own names (the catalog's aliases), so the name itself answers "did I get the
SXM?" before the other readings (a ×16 host link, NVLink idle on one GPU). Only a name shaped
like a product name counts (memory size or form in it: "H100 80GB HBM3", "A100-SXM4-80GB"), and
only after the maker's "NVIDIA" as the tool prints it. Pure.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import Query
from assistant.question.text import fold

_TOOL_RE = re.compile(r"nvidia-smi|(?<![a-z])(?:smi|nvml)(?![a-z])|显示|输出")
"""A tool that printed the name."""
_PRODUCT_SHAPED_RE = re.compile(r"\d+\s*gb|pcie|sxm|hbm|nvl(?![a-z])")
"""A name with the card's memory or form in it, as product names carry them."""


def read_name_shown(query: Query, catalog: Catalog) -> Query:
    """``query`` with ``name_shown`` set when the tool printed the sold card's own name."""
    ids = {g.gpu_id for g in query.gpus}
    if len(ids) != 1 or query.name_shown is not None:
        return query
    folded = fold(query.text)
    if _TOOL_RE.search(folded) is None:
        return query
    card = catalog.gpus[next(iter(ids))]
    for alias in sorted({card.name, *card.aliases}, key=len, reverse=True):
        own = fold(alias)
        if _PRODUCT_SHAPED_RE.search(own) is None:
            continue
        pattern = rf"(?<![a-z0-9])nvidia[\s-]+(?:geforce\s+|tesla\s+)?{re.escape(own)}(?![a-z0-9])"
        if re.search(pattern, folded):
            return query.model_copy(update={"name_shown": f"NVIDIA {alias}"})
    return query


__all__ = ["read_name_shown"]
