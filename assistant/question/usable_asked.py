"""Whether a question asks how much of a card's memory a model can actually use.

"how much of a 3090's 24gb can I actually use", "is the 4090 really 24gb or less usable",
"3090 24G 实际能用多少": the size sold less the driver, desktop and CUDA context, not a
reading to check (``readings.memory_reading``) nor the catalog's size. Pure.
"""

from __future__ import annotations

import re

from assistant.question.text import fold

_MEMORY = (
    # the host's own memory ("how much host memory do I get") is RAM, not the card's
    r"(?:(?<!host )(?<!system )(?<!cpu )(?<!main )(?:vram|memory|mem)"
    r"|\d+(?:\.\d+)?\s*(?:gb|gib|gigs?|g)\b(?!\s*(?:of\s+)?(?:host|system|cpu)?\s*(?:ram|内存)))"
)
_USABLE_ASKED_RE = re.compile(
    # "how much of the 24gb can i actually use", "how much vram is actually usable on a 4090"
    r"\bhow much (?:of )?(?:[\w'.-]+\s+){0,4}?" + _MEMORY + r".{0,30}?"
    r"(?:can (?:i|you|we|one) (?:actually |really |realistically )?(?:use|get|load)"
    r"|(?:is|are) (?:actually |really )?(?:usable|available|left|free)\b|\busable\b"
    r"|do (?:i|you|we) (?:actually |really )?(?:get|have)\b)"
    r"|\bhow much (?:actually )?usable (?:vram|memory)\b"
    # "is the 3090 really 24gb or less usable", "do you really get the full 24gb"
    r"|\b(?:really|actually|truly|genuinely) (?:get |give (?:you|me|us) )?(?:the (?:full )?)?"
    r"\d+\s*(?:gb|gigs?|g)\b.{0,20}"
    r"\bor (?:less|not)\b|\bor less usable\b"
    r"|\busable (?:vram|memory)\b.{0,20}\b(?:after|once|with)\b.{0,20}"
    r"(?:windows|driver|desktop|cuda|context|overhead)"
    # zh: "实际能用多少", "能用的显存到底有多少", "可用显存是多少"
    r"|(?:实际|真正|到底|其实)\s*(?:上)?(?:能|可以)?(?:用|使用)(?:的)?(?:显存)?(?:有|是)?(?:多少|几)"
    r"|(?:能|可以)(?:用|使用)的显存.{0,6}(?:多少|几)|可用(?:的)?显存.{0,6}(?:多少|几)"
    r"|(?:显存|\d+\s*g).{0,10}(?:实际|真正|到底)?能用(?:多少|几)|有多少显存(?:可用|能用)"
)
_SIZED_ELSEWHERE_RE = re.compile(
    r"(?<![a-z0-9])\d+(?:\.\d+)?\s*b(?![a-z0-9])|\bafter (?:loading|the model|the weights)"
    r"|(?:加载|载入|放).{0,6}(?:模型|权重)(?:之)?后"
    r"|\bslices?\b|fraction|(?<![a-z])(?:mig|vgpu)(?![a-z])|partition|切片|切分|分片"
)
"""A model to size ("32b"), memory left after the weights, or a share of a card rented (a MIG
or vGPU slice): a fit, KV or instance question instead."""


def usable_memory_asked(text: str) -> bool:
    """Whether ``text`` asks how much of a card's memory is left for a model."""
    folded = fold(text)
    return _USABLE_ASKED_RE.search(folded) is not None and not _SIZED_ELSEWHERE_RE.search(folded)


__all__ = ["usable_memory_asked"]
