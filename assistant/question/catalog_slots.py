"""Catalog filter slots: an architecture, a bandwidth or TFLOPS floor, and "does it have it?".

* ``architecture``: a GPU architecture or generation named ("Blackwell 架构的卡", "Hopper
  GPUs", "RDNA 3", "安培"); the catalog's ``GPU.architecture`` decides which rows it keeps;
* ``min_bandwidth_gb_s``: a floor on memory bandwidth with its unit ("带宽超过 3TB/s",
  "at least 2,000 GB/s of bandwidth"); TB/s is 1,000 GB/s;
* ``min_tflops``: a floor on dense compute ("over 900 TFLOPS", "算力 500T 以上");
* ``asks_has``: whether one card has something is asked ("does the 4090 have NVLink?",
  "does it support FP8", "V100 支持吗", "有没有 NVLink").

Read from ``Scan.work`` after the GPU names are blanked, so "RTX 6000 Ada" is a card, not the
Ada architecture.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from assistant.models import Problem
from assistant.question.text import Scan

ARCHITECTURES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("Blackwell", re.compile(r"(?<![a-z])blackwell(?![a-z])|布莱克韦尔")),
    ("Hopper", re.compile(r"(?<![a-z])hopper(?![a-z])|霍珀")),
    ("Ada", re.compile(r"(?<![a-z])ada(?:[\s-]*lovelace)?(?![a-z])|(?<![a-z])lovelace(?![a-z])")),
    ("Ampere", re.compile(r"(?<![a-z])ampere(?![a-z])|安培")),
    ("Turing", re.compile(r"(?<![a-z])turing(?![a-z])|图灵")),
    ("Volta", re.compile(r"(?<![a-z])volta(?![a-z])")),
    ("Pascal", re.compile(r"(?<![a-z])pascal(?![a-z])|帕斯卡")),
    ("CDNA", re.compile(r"(?<![a-z])cdna(?![a-z])")),
    ("RDNA", re.compile(r"(?<![a-z])rdna(?![a-z])")),
)
"""Architecture families, as the catalog spells the start of ``GPU.architecture``."""
_GENERATION_RE = re.compile(r"^[\s-]*(?P<n>[1-9])(?![0-9.])")
"""The generation after CDNA or RDNA ("CDNA3", "RDNA 4")."""

_MORE = (
    r"(?:more than|over|above|greater than|at least|>=?|≥|超过|大于|高于|至少|不少于|不低于|达到)"
)
_BANDWIDTH_WORD_RE = re.compile(r"bandwidth|带宽|memory speed")
_BANDWIDTH_RE = re.compile(
    rf"{_MORE}\s*(?P<n>\d+(?:\.\d+)?)\s*(?P<unit>tb|gb)\s*/\s*s"
    r"|(?P<n2>\d+(?:\.\d+)?)\s*(?P<unit2>tb|gb)\s*/\s*s\s*(?:\+|or more|and up|以上|及以上)"
)
_TFLOPS_RE = re.compile(
    rf"{_MORE}\s*(?P<n>\d{{2,5}}(?:\.\d+)?)\s*(?:t(?:flops)?|万亿次)(?![a-z])"
    r"|(?P<n2>\d{2,5}(?:\.\d+)?)\s*(?:tflops|t)\s*(?:\+|or more|以上|及以上)"
)
_COMPUTE_WORD_RE = re.compile(r"tflops|compute|算力|flops")
_HAS_RE = re.compile(
    r"(?<![a-z])(?:does|do|did|can|will|is)\s+(?:the\s+|a\s+|an\s+|my\s+|it\s+|this\s+|that\s+)?"
    r"(?:\S+\s+){0,3}?(?:have|has|support|do|come with|got)(?![a-z])"
    r"|(?<![a-z])(?:has|have)\s+(?:it|nvlink|fp8|fp4|bf16)\b"
    r"|(?<![a-z])(?:is|are)\s+(?:\S+\s+){0,2}?supported(?![a-z])"
    r"|(?<![a-z])(?:can|could)\s+(?:\S+\s+){0,4}?(?:be\s+)?(?:nv-?link(?:ed)?|bridged?)(?![a-z])"
    r"|(?:支持|有(?!用|帮助|必要|意义)|带)[^？?。，,；;]{0,24}吗|支不支持|有没有(?!用)|带不带"
    r"|是否(?:支持|有|带)"
    r"|(?:能|可以)\s*(?:桥接|上|接|连|组)?\s*nvlink"
    # "does flash attention work on a v100": a kernel's support, as the row states it
    r"|(?<![a-z])(?:does|do|will|can)\s+flash[\s_-]?(?:attention|attn)\S*\s+(?:\S+\s+)?(?:work|run)"
    r"|(?:can|could)\s+(?:i\s+|my\s+|it\s+|we\s+)?(?:\S+\s+){0,3}?use\s+(?:flash|fa[23])"
    r"|(?:flash[\s_-]?(?:attention|attn)|(?<![a-z])fa[23]).{0,30}(?:能用|可以用|能跑|能开|用得了)"
    r"|(?:能|可以)(?:用|开|跑)\s*(?:flash|fa[23](?![a-z0-9]))"
)
"""Whether a card has something is asked ("does the 4090 have NVLink?", "can two A5500s be
NVLinked", "两张 a5000 能桥接 nvlink 吗")."""


_AVOIDED_RE = re.compile(
    r"(?:avoid|skip|not|no|without|except|exclude|excluding|other than|rather than|instead of)"
    r"\s+(?:\w+\s+){0,2}$|(?:不要|不想要|避开|排除|除了)\s*$"
)
"""Words just before an architecture that rule it out ("want to avoid old Turing stuff")."""


def _architecture(text: str) -> str | None:
    for name, pattern in ARCHITECTURES:
        m = pattern.search(text)
        if m is None or _AVOIDED_RE.search(text[max(0, m.start() - 30) : m.start()]):
            continue
        gen = _GENERATION_RE.match(text[m.end() :]) if name in ("CDNA", "RDNA") else None
        return f"{name}{gen['n']}" if gen else name
    return None


def _floor(pattern: re.Pattern[str], text: str) -> tuple[float, str] | None:
    m = pattern.search(text)
    if m is None:
        return None
    value = m.group("n") or m.group("n2")
    unit = (m.groupdict().get("unit") or m.groupdict().get("unit2") or "").lower()
    return float(value), unit


def read_catalog_slots(scan: Scan) -> None:
    """Set ``architecture``, ``min_bandwidth_gb_s``, ``min_tflops`` and ``asks_has``."""
    work = scan.work
    scan.set("architecture", _architecture(work))
    if _BANDWIDTH_WORD_RE.search(scan.lower):
        floor = _floor(_BANDWIDTH_RE, scan.lower)
        if floor is not None:
            value, unit = floor
            scan.set("min_bandwidth_gb_s", value * 1000 if unit == "tb" else value)
    if _COMPUTE_WORD_RE.search(scan.lower):
        tflops = _floor(_TFLOPS_RE, scan.lower)
        if tflops is not None:
            scan.set("min_tflops", tflops[0])
    if _HAS_RE.search(scan.lower):
        scan.slots["asks_has"] = True


def asks_one_cards_feature(slots: dict[str, Any], problems: Sequence[Problem] = ()) -> bool:
    """Whether one card's feature is asked, nothing sized ("does the 4090 support NVLink?").

    A follow-up counts too ("does the 4090 have it?" after "what is NVLink"): the feature
    comes from the earlier turn. The catalog row answers it, not an explanation. A model
    named, even one the catalog could not resolve ("the FP8 checkpoint of qwen3"), makes it a
    question about running that model.
    """
    gpus = slots.get("gpus") or []
    # "can two A5500s be NVLinked": a bridge joins a pair, so two of one card ask its feature
    pair = 2 if (slots.get("features") or []) == ["nvlink"] else 1
    one = len(gpus) == 1 and gpus[0].count <= pair
    sized = any(slots.get(k) for k in ("model_id", "params_b", "workload_family"))
    sized = sized or any(
        p.kind in ("unknown_model", "generic_model", "generic_moe_model") for p in problems
    )
    feature = slots.get("features") or slots.get("excluded_features") or slots.get("follow_up")
    return one and not sized and bool(slots.get("asks_has")) and bool(feature)


def format_asked(slots: dict[str, Any]) -> None:
    """FP16 asked of a card ("P40 支持 fp16 吗"): whether it runs FP16 at full rate, a feature."""
    asked = slots.get("asks_has") and slots.get("precision") == "fp16"
    if asked and not slots.get("features"):
        slots["features"] = ["fp16"]


def feature_explained(slots: dict[str, Any], problems: Sequence[Problem] = ()) -> bool:
    """One card's feature asked of its architecture or through a runtime, so it is explained.

    "is fp8 supported on Ampere, can my A100 do it in vLLM": the row says yes or no, and how
    the format runs on that generation or engine is the explanation's (it leads with the row).
    """
    wider = slots.get("architecture") is not None or slots.get("engine") is not None
    return wider and asks_one_cards_feature(slots, problems)


__all__ = [
    "ARCHITECTURES",
    "asks_one_cards_feature",
    "feature_explained",
    "format_asked",
    "read_catalog_slots",
]
