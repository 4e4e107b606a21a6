"""The configuration of a unified-memory machine picked by the memory or GPU cores stated.

A Mac chip comes in several rows, one per unified memory size ("M4 Pro" 24, 48 or 64 GB; "M2
Max" 30-core 32 GB, 38-core 64 or 96 GB). The card reader picks the size said right beside the
name; this reads the rest of the question: "m4 pro mac mini, 64gb unified" is the 64 GB row,
"M2 Max 38核" a 38-core row (the smallest memory it comes with, said so). A memory size no row of
the chip has is said, and the row named stays. Read after the cards, for one machine named.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import fitting as say
from assistant.models import GPU, GPUAsk
from assistant.question.text import Scan

_MEMORY_RE = re.compile(
    r"(?<![\d.])(?P<gb>\d{2,3})\s*(?:gb|gib|gigs?|g)(?![a-z0-9])"  # "the 64 gig one"
    r"(?!\s*(?:of\s+)?(?:model|weights?|file|download|checkpoint|disk|ssd|storage|硬盘|存储|模型))"
)
_WINDOW = 40
"""How far after the Mac's name its memory or cores are read when other cards are named too."""
_OTHER_SIDE_RE = re.compile(
    r"(?<![a-z])(?:vs\.?|versus|or|against|compared|than)(?![a-z])|和|跟|与|还是|比|对比"
)
_UNIFIED_SAID_RE = re.compile(
    r"(?<![\d.])(?P<gb>\d{2,3})\s*(?:gb|gib|gigs?|g)\s*(?:of\s+)?(?:unified|ram|memory|统一内存|内存)"
)
"""A size said as the machine's memory ("32gb unified", "48G 内存"), not a model's need."""
_CORES_RE = re.compile(
    r"(?<![\d.])(?P<n>\d{2})\s*[-\s]?\s*(?:cores?|核心?|c)(?![a-z])(?!\s*(?:cpu|处理器))"
)
"""GPU cores said of the chip ("38-core GPU", "38核", "40c"); CPU cores are left out."""


def _siblings(catalog: Catalog, gpu: GPU) -> list[GPU]:
    return [
        g
        for g in catalog.gpus.values()
        if g.vendor == gpu.vendor
        and g.architecture == gpu.architecture
        and g.unified_memory_gb is not None
    ]


def _sizes(rows: list[GPU]) -> str:
    return "/".join(f"{g.unified_memory_gb:g}" for g in sorted(rows, key=_memory))


def _memory(g: GPU) -> float:
    return float(g.unified_memory_gb or 0)


def _chip(gpu: GPU) -> str:
    return gpu.architecture.removesuffix(" GPU").split(" (")[0].removesuffix(" GPU")


def read_unified_variant(scan: Scan, catalog: Catalog) -> None:
    """Swap the one unified-memory machine named for the row of the memory or cores stated."""
    asks = scan.slots.get("gpus") or []
    unified = [a for a in asks if catalog.gpus[a.gpu_id].unified_memory_gb is not None]
    if len({a.gpu_id for a in unified}) > 1:
        _one_machine_named_twice(scan, catalog, asks)
        return
    if len({a.gpu_id for a in unified}) != 1:
        return
    gpu = catalog.gpus[unified[0].gpu_id]
    text = scan.lower
    if len(asks) > len(unified):  # "m4 pro 64gb vs a 3090 box": only what follows the Mac
        said = re.search(r"[\s-]*".join(map(re.escape, _chip(gpu).lower().split()[1:])), text)
        text = text[said.start() : said.end() + _WINDOW] if said else ""
        text = _OTHER_SIDE_RE.split(text, maxsplit=1)[0]  # "vs a 4090 48gb": the other card's
    rows = _siblings(catalog, gpu)
    sizes = {float(m["gb"]) for m in _MEMORY_RE.finditer(text)}
    if _memory(gpu) in sizes or len(rows) < 2:
        return
    by_size = [g for g in rows if float(g.unified_memory_gb or 0) in sizes]
    cores = {int(m["n"]) for m in _CORES_RE.finditer(text)}
    by_cores = [g for g in rows if g.gpu_cores in cores]
    picked = [g for g in by_size if not by_cores or g in by_cores] or by_cores
    if not picked:
        stated = sorted(float(m["gb"]) for m in _UNIFIED_SAID_RE.finditer(text))
        if stated:  # "m4 pro, 32gb unified": no such row, the one named is sized and it is said
            scan.assumptions.append(
                say.UNIFIED_SIZE_UNLISTED(
                    chip=_chip(gpu), memory=stated[0], sizes=_sizes(rows), gpu=gpu.name
                )
            )
        return
    if gpu in picked:
        return
    chosen = min(picked, key=_memory)
    if not by_size:  # the cores said, the memory not: the smallest that GPU comes with
        scan.assumptions.append(
            say.UNIFIED_BY_CORES(
                chip=_chip(gpu), cores=chosen.gpu_cores or 0, gpu=chosen.name, sizes=_sizes(picked)
            )
        )
    scan.slots["gpus"] = [
        a.model_copy(update={"gpu_id": chosen.id}) if a.gpu_id == gpu.id else a for a in asks
    ]


def _one_machine_named_twice(scan: Scan, catalog: Catalog, asks: list[GPUAsk]) -> None:
    """One machine named by its chip and by its product ("the 64gb strix halo (gmktec evo-x2)").

    Two rows of the same chip, nothing weighing one against the other, and a memory size that
    only one of them has: that row is the machine; the other name was only its default size.
    """
    rows = [catalog.gpus[a.gpu_id] for a in asks]
    chips = {(g.vendor, g.architecture) for g in rows}
    if len(chips) != 1 or any(g.unified_memory_gb is None for g in rows):
        return
    if _OTHER_SIDE_RE.search(scan.lower):
        return
    sizes = {float(m["gb"]) for m in _MEMORY_RE.finditer(scan.lower)}
    picked = {g.id for g in rows if _memory(g) in sizes}
    if len(picked) != 1:
        return
    kept = next(a for a in asks if a.gpu_id in picked)
    scan.slots["gpus"] = [kept]


__all__ = ["read_unified_variant"]
