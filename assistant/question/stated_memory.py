"""GPU memory the question states beside the card ("L20 48G", "两张p40一共48G"), said back.

The catalog row fixes the card's memory, so the figure is not a new fact for the sizing; it is
what the asker reasons with, and the answer confirms it in their terms when the card's display
name does not already carry it ("RTX 3060 12GB" does; "L20" and "RTX PRO 6000" do not). A
figure equal to count x per-card memory is the total ("两张p40一共48G": 2 x 24 GB). System RAM
("32gb ram", "64G内存") is not GPU memory and is left to the host reader.
"""

from __future__ import annotations

import re

from assistant.catalog.specs import Catalog
from assistant.messages import fitting as say
from assistant.models import GPUAsk
from assistant.question.cards_in_total import cards_in_total
from assistant.question.text import Scan
from assistant.question.unified_variant import read_unified_variant

_MEMORY_RE = re.compile(
    r"(?<![\d.])(?P<gb>\d{1,4})\s*(?:gb|gib|g)(?![a-z0-9])"
    r"(?!\s*(?:of\s+)?(?:system\s+)?(?:ram|ddr\d?|memory\s+ram|内存|系统内存|运行内存))"
)
_TOTAL_RE = re.compile(
    r"(?<![\d.])(?P<gb>\d{1,4})\s*(?:gb|gib|g)?\s*(?:in\s+)?(?:total|combined|altogether)(?![a-z])"
    r"|(?:一共|总共|合计|加起来|凑了|凑够|凑出|凑成)\s*(?P<zgb>\d{1,4})\s*(?:gb|gib|g)?(?![a-z0-9])"
    r"(?!\s*[段条个张次篇份小天秒分块元万千步轮人路帧位])"  # "一共100段": clips, not memory
)
"""A total said with no unit ("2x mi50 32gb (64 total)", "一共 48"): checked against the cards."""
_SHARE_RE = re.compile(
    r"(?<![\d.])(?P<gb>\d{1,3})\s*(?:gb|gib|g)?\s+(?:of (?:it|that|them|those)\s+)?"
    r"(?:(?:is |are )?(?:carved|set aside|assigned|allocated|reserved|dedicated|given)"
    r"|(?:to|for) (?:the )?(?:i?gpu|vram|graphics))(?![a-z])"
    r"|(?:分|划|拨|给|设)了?\s*(?P<zgb>\d{1,3})\s*(?:gb|g)?\s*(?:给|到|成|为)?\s*(?:核显|显存|gpu|igpu)"
    r"|(?:核显|显存|igpu|vram)\s*(?:分|设|划|拨|调)(?:了|成|为|到)+\s*(?P<z2>\d{1,3})"
)
"""The share of unified memory given to the GPU ("64gb, 48 of it carved out for the igpu",
"96G 分给核显"): the GPU's memory, said without a unit or after the machine's total."""
_CLOSE = 0.08
"""How near a stated figure must be to the catalog's (GB vs GiB, 141 vs 144)."""


def read_stated_memory(scan: Scan, catalog: Catalog) -> None:
    """Say back the memory stated for the one card named, per card and in all (once each)."""
    read_unified_variant(scan, catalog)  # "m4 pro mac mini, 64gb unified": the 64 GB row
    asks: list[GPUAsk] = scan.slots.get("gpus") or []
    if len(asks) != 1:
        return
    ask = asks[0]
    gpu = catalog.gpus[ask.gpu_id]
    if gpu.vendor == "Apple":
        return  # a Mac is named by its unified memory, which its row names already
    shown = re.sub(r"\s+", "", gpu.name.lower())
    said: set[str] = set()  # each of "per card" and "in all" is said back once
    totals = [float(t["gb"] or t["zgb"]) for t in _TOTAL_RE.finditer(scan.lower)]
    count = cards_in_total(scan, ask, gpu.memory_gb, totals)
    totals += [float(t["gb"] or t["zgb"] or t["z2"]) for t in _SHARE_RE.finditer(scan.lower)]
    for stated in [float(m["gb"]) for m in _MEMORY_RE.finditer(scan.lower)] + totals:
        if f"{stated:g}gb" in shown:
            continue  # "2x 5060 ti 16gb … 32gb total": the name's figure, then the total
        total = gpu.memory_gb * count
        if abs(stated - gpu.memory_gb) <= _CLOSE * gpu.memory_gb and "each" not in said:
            said.add("each")
            scan.assumptions.append(say.MEMORY_AS_STATED(gpu=gpu.name, memory=stated))
        elif count > 1 and abs(stated - total) <= _CLOSE * total and "all" not in said:
            said.add("all")
            scan.assumptions.append(
                say.MEMORY_IN_ALL_AS_STATED(
                    count=count, gpu=gpu.name, memory=stated, each=gpu.memory_gb
                )
            )


__all__ = ["read_stated_memory"]
