"""The form factor said of the cards bought ("买两张pcie版", "buy two pcie cards"): that variant.

"H100 on RunPod vs buying two PCIe ones": the H100 named is rented as listed, the cards bought
are the H100 PCIe. Read after the cards, only when owning is weighed and one card is named.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import GPUAsk
from assistant.question.owning_slots import OWNING_RE
from assistant.question.text import Scan

_BOUGHT_FORM_RE = re.compile(
    r"(?:(?<![a-z])(?:buy(?:ing)?|purchas\w*|own(?:ing)?)|买|购)"
    r"[^,.;?!，。；？！]{0,14}?(?<![a-z0-9])(?P<v>pcie|pci-e|sxm\d?|nvl)(?![a-z0-9])"
    r"\s*(?:版|款|的|卡|version|variants?|cards?|ones?|gpus?)"
)
"""A form factor said of the cards bought, with no card name before it ("直接买两张pcie版")."""


def read_bought_variant(scan: Scan, catalog: Catalog) -> None:
    """The one card named, bought in the form factor said; the card named stays the rented one."""
    asks = scan.slots.get("gpus") or []
    if len({a.gpu_id for a in asks}) != 1 or OWNING_RE.search(scan.lower) is None:
        return
    m = _BOUGHT_FORM_RE.search(scan.lower)
    if m is None:
        return
    named = asks[0]
    family = named.gpu_id.split("-")[0]
    bought = catalog.gpu_names.lookup(f"{family} {m['v'].replace('-', '')}")
    if bought is None or bought == named.gpu_id:
        return
    owned = named.model_copy(update={"gpu_id": bought})
    scan.slots["gpus"] = [owned, GPUAsk(gpu_id=named.gpu_id, count=named.count)]
    scan.slots["rented_gpu"] = named.gpu_id


__all__ = ["read_bought_variant"]
