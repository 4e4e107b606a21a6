"""Spec questions about one card's versions and the fields a spec table may lack.

Reads the lower-cased question (``Scan.lower``) after ``read_power``:

* the other memory versions of the one card named, set beside it ("MI50 有 16g 和 32g 两种？",
  "5060 ti 8gb vs 16gb", "4090 48g 魔改版 … 跟原版一样吗"): their catalog rows join ``gpus``;
* fields a spec row answers or lacks: the memory bus width ("位宽", "bus width": not in the
  catalog, said so, with the memory type and bandwidth it sets), the memory type ("HBM3 还是
  HBM3e"), the slot width or form factor ("single slot", "单槽"); each joins ``spec_fields``
  when a version or a field is set against another ("一样吗", "same", "差多少");
* the difference of two versions asked with no figure named ("H20 141G 和 96G 有什么区别"):
  their sheets and the link between cards, as a difference of two cards naming a figure gets.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.models import GPUAsk, SpecField
from assistant.question.spec_sheet import DIFFERENCE_FIELDS, asks_difference
from assistant.question.text import Scan

_SIZE_RE = re.compile(r"(?<![\d.])(\d{1,3})\s*(?:g|gb|gib|g版|gb版)(?![a-z0-9])")
_STOCK_RE = re.compile(
    r"原版|原装|公版|普通版|非魔改|(?<![a-z])(?:stock|original|regular)(?![a-z])"
)
_SAME_RE = re.compile(
    r"一样|相同|差多少|差别|区别|不同|还是|(?<![a-z])(?:same|differ\w*|difference|vs\.?|versus"
    r"|or the|versions?|variants?)"
    r"(?![a-z])|两个版本|两种|版本"
)
_BUS_RE = re.compile(r"位宽|(?<![a-z])(?:bus width|memory bus|bus)(?![a-z])")
_TYPE_RE = re.compile(r"(?<![a-z])(?:hbm\d?e?|gddr\d\w?|memory type)(?![a-z])|显存类型|颗粒")
_BANDWIDTH_RE = re.compile(r"带宽|(?<![a-z])bandwidth(?![a-z])")
_SLOT = r"(?:single|dual|double|two|triple)[\s-]?slot"
_FORM_RE = re.compile(
    r"(?<![a-z])(?:is (?:it|this|that|the [\w ]{1,30}?) (?:an? )?"
    + _SLOT
    + r"|"
    + _SLOT
    + r"(?: card)?\s*[?？]|form factor|how many slots|slot width|how thick)(?![a-z])"
    r"|几槽|占几个槽|多厚|(?:是不是|是否)\S{0,6}(?:单槽|双槽|半高|刀卡)"
    r"|(?:单槽|双槽|三槽|半高|刀卡)\S{0,3}(?:吗|么|[?？])"
)
"""The slot width or form factor asked ("is it single slot", "是单槽的吗"), not said as a fact."""
_MEMORY_RE = re.compile(
    r"(?<![a-z])(?:what(?:'s| is) the (?:v?ram|memory)(?! bandwidth)"
    r"|(?<!out of )(?<!enough )(?:v?ram|memory) (?:on|of) (?:an?|the) )"
)
"""The memory asked in a form ``read_power`` leaves ("what's the vram on an rtx 4000 ada");
running out of it ("out of memory on a 3060") is a trouble, not a spec question."""
_NAME_SIZE_RE = re.compile(r"\s*\d+\s*gb?\b|\s*\([^)]*\)", re.I)


def _base(name: str) -> str:
    """A card's name without its memory size or a note ("RTX 4090 48GB (modified)": RTX 4090)."""
    return _NAME_SIZE_RE.sub("", name).strip().lower()


def _siblings(catalog: Catalog, gpu_id: str, sizes: set[int], stock: bool) -> list[str]:
    """Other rows of the named card's line: the memory sizes said, or the stock card."""
    named = catalog.gpus[gpu_id]
    base = _base(named.name)
    modified = "(" in named.name
    out = []
    for gpu in catalog.gpus.values():
        if gpu.id == gpu_id or _base(gpu.name) != base or gpu.segment != named.segment:
            continue
        if "laptop" in gpu.id or "(" in gpu.name and not modified:
            continue
        said = round(gpu.memory_gb) in sizes and round(gpu.memory_gb) != round(named.memory_gb)
        if said or (stock and modified and "(" not in gpu.name):
            out.append(gpu.id)
    return out


def _fields(text: str, compared: bool) -> list[SpecField]:
    """The spec fields a version question asks beyond those ``read_power`` reads."""
    out: list[SpecField] = ["memory"] if _MEMORY_RE.search(text) else []
    if _BUS_RE.search(text):
        out += ["bus", "memory", "bandwidth"]
    if compared and (_TYPE_RE.search(text) or _BANDWIDTH_RE.search(text)):
        out += ["memory", "bandwidth"]
    if _FORM_RE.search(text):
        out.append("form")
    return out


def read_spec_variants(scan: Scan, catalog: Catalog) -> None:
    """Add the named card's other versions and the version fields asked (see module doc)."""
    slots = scan.slots
    gpus: list[GPUAsk] = slots.get("gpus") or []
    bases = {_base(catalog.gpus[g.gpu_id].name) for g in gpus if g.gpu_id in catalog.gpus}
    ids = {g.gpu_id for g in gpus}
    if len(bases) != 1 or len(ids) > 2 or any(g.count > 1 for g in gpus):
        return  # one card, or two versions of it ("MI50 16G 跟 32G"), one of each
    if slots.get("model_id") or slots.get("params_b") or slots.get("method"):
        return
    text = scan.lower
    sizes = {int(m[1]) for m in _SIZE_RE.finditer(text)}
    stock = _STOCK_RE.search(text) is not None
    # a size the named row lacks ("GH200 有 144G 的版本吗"): the version of that size asked
    other_size = bool(sizes) and round(catalog.gpus[gpus[0].gpu_id].memory_gb) not in sizes
    versions = len(sizes) >= 2 or stock or len(ids) == 2 or other_size
    compared = _SAME_RE.search(text) is not None and versions
    fields = _fields(text, compared)
    if versions and not fields and not slots.get("spec_fields") and asks_difference(text):
        fields = list(
            DIFFERENCE_FIELDS
        )  # "H20 141G 和 96G 版本有什么区别": their sheets, side by side
    if not fields and not (compared and slots.get("spec_fields")):
        return
    asked: list[SpecField] = slots.get("spec_fields") or []
    slots["spec_fields"] = list(dict.fromkeys([*asked, *fields]))
    if compared and len(ids) == 1:
        more = _siblings(catalog, gpus[0].gpu_id, sizes, stock)
        slots["gpus"] = [*gpus, *(GPUAsk(gpu_id=g) for g in more[:1])]


__all__ = ["read_spec_variants"]
