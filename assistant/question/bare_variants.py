"""A form factor or memory size named alone as the other side of a card ("H100 PCIe vs SXM").

"A100 PCIe 还是 SXM", "H20 141G 和 96G 那款", "4060ti 8g 和 16g": the second card is the last
card's family in that form factor or with that memory. A size followed by RAM words ("and 64gb
of ram") is the machine's memory, not a card. Pure: a regular expression and catalog lookups.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog

_BARE_VARIANT_RE = re.compile(
    r"(?:\bvs\.?|\bversus|\bor|\band|\bthan|还是|和|与|跟|对比|比)\s*(?:the\s+|an?\s+)?"
    r"(?:(?P<v>sxm\d?|pcie|pci-e|nvl)(?![a-z0-9])"
    r"|(?P<gb>\d{1,3})\s*g(?:b)?(?![a-z0-9])(?:\s*(?:那款|那个|那张|版本|版|version|variant|one|model)"
    r"|(?!\s*(?:of\s+)?(?:(?:system\s+)?ram|memory|ddr|v?ram|内存|显存|系统|的内存))))"
)
"""A form factor or memory size named alone as the other side ("H100 PCIe vs SXM", "A100
PCIe 还是 SXM", "an SXM H100 faster than the PCIe one", "H20 141G 和 96G 那款", "4060ti 8g 和
16g"; not "and 64gb of ram")."""
_FORM_RE = re.compile(r"[\s-]*(?:sxm\d?|pcie|nvl|sff)")
"""Form-factor words in a card's name: dropped before the other side's form is added."""


def _own_size(size_gb: int, names: list[str], catalog: Catalog) -> bool:
    """Whether a size said is the memory of one of two cards already named, not a variant.

    "H100 NVL 和 H100 PCIe … 94G 和 80G 之外": both sides named, their sizes quoted; one card
    named ("4060ti 8g 和 16g") leaves the size naming its other side.
    """
    idents = {catalog.gpu_names.lookup(name) for name in names} - {None}
    own = any(round(catalog.gpu(i).memory_gb) == size_gb for i in idents if i)
    return len(idents) >= 2 and own


def bare_variants(
    work: str, named: list[tuple[int, str]], catalog: Catalog
) -> list[tuple[str, tuple[int, int]]]:
    """The cards a bare form factor or memory size names, with the spans read.

    ``named`` holds each card's end and its name as written ("4060 ti", "h100 pcie"): "H100
    PCIe vs SXM" names the H100 SXM as well, "4060ti 8g 和 16g" the 16 GB 4060 Ti.
    """
    found: list[tuple[str, tuple[int, int]]] = []
    for m in _BARE_VARIANT_RE.finditer(work):
        before = [name for end, name in named if end <= m.start()]
        if not before:
            continue
        if m["gb"] and _own_size(int(m["gb"]), before, catalog):
            continue  # "H100 NVL 和 H100 PCIe … 94G 和 80G": the named cards' own sizes
        variant = m["v"].replace("-", "") if m["v"] else f"{m['gb']}gb"
        ident = catalog.gpu_names.lookup(f"{_FORM_RE.sub('', before[-1])} {variant}")
        if ident is not None:
            found.append((ident, (m.start(), m.end())))
    return found


__all__ = ["bare_variants"]
