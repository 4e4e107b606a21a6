"""The compute capability an error says a feature needs, read from a pasted message.

"Bfloat16 is only supported on GPUs with compute capability of at least 8.0", "requires compute
capability 8.0 or higher", "FlashAttention only supports Ampere GPUs or newer": the card is too
old for what was asked of it, which no reinstall fixes (unlike a build missing the card's
``sm_``). Patterns run on folded text. Pure.
"""

from __future__ import annotations

import re

_GENERATIONS: dict[str, float] = {
    "volta": 7.0,
    "turing": 7.5,
    "ampere": 8.0,
    "安培": 8.0,
    "ada": 8.9,
    "hopper": 9.0,
    "blackwell": 10.0,
}
"""The least compute capability of each generation an error may name instead of a number."""
_FEATURE_NEEDS: dict[str, float] = {"bfloat16": 8.0, "bf16": 8.0}
"""The least compute capability of a feature an error says the card lacks (bf16: Ampere)."""
_GEN = "|".join(_GENERATIONS)
NEEDS_NEWER_RE = re.compile(
    r"compute capability (?:of )?(?:at least|>=?|≥)\s*(?P<a>\d+(?:\.\d)?)"
    r"|requires? (?:a )?(?:gpu with )?compute capability\s*(?:of\s*)?(?P<b>\d+(?:\.\d)?)?"
    r"|compute capability (?P<c>\d+(?:\.\d)?) or (?:higher|above|newer)"
    rf"|only supports? (?:\w+ )?(?P<g>{_GEN}) (?:gpus? |cards? |architectures? )?"
    r"(?:or|and) (?:newer|later|above)"
    rf"|(?:仅|只)支持.{{0,12}}?(?P<h>{_GEN}|\d+\.\d).{{0,6}}(?:及以上|以上|或更新)"
    # a feature said to need a generation outright: "Bf16 requires Ampere", "需要 ampere"
    rf"|(?:requires?|needs?|需要)\s*(?:an?\s+)?(?P<i>{_GEN})\b"
    # a card said to lack a feature that needs Ampere: "Your GPU does not support bfloat16"
    # (not a listing asked: "which cards don't support bf16", "哪些显卡不支持BF16")
    r"|(?:your|my|this|the|our|current)\s+(?:gpu|card|device)\s+"
    r"(?:does ?n[o']t|do ?n[o']t|cannot|can'?t)\s+support\s+"
    r"(?P<j>bfloat16|bf16)"
    r"|(?<!哪些)(?<!哪张)(?<!哪个)(?<!什么)(?:显卡|gpu|设备)\s*不支持\s*(?P<k>bfloat16|bf16)"
    # "bf16 需要算力 8.0 以上", "要求计算能力 8.0 及以上": the capability said needed in Chinese
    r"|(?:需要|要求)\s*(?:的)?\s*(?:算力|计算能力|compute capability)\s*(?:为|是|>=?|≥)?\s*"
    r"(?P<l>\d+\.\d)\s*(?:及以上|以上|或以上|或更高)"
)
"""An error that a feature needs a newer card than the one it ran on."""


def needed_capability(folded: str) -> float | None:
    """The compute capability the pasted error says is needed, or None (none said)."""
    m = NEEDS_NEWER_RE.search(folded)
    if m is None:
        return None
    said = next((v for v in m.groups() if v), None)
    if said is None:
        return None
    return _GENERATIONS.get(said) or _FEATURE_NEEDS.get(said) or float(said)


__all__ = ["NEEDS_NEWER_RE", "needed_capability"]
