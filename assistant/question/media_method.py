"""A training method said of the image model beside a language model, not of the language model.

"预算1.2w，想本地跑qwen3 32b，顺便炼炼sdxl lora" runs Qwen3-32B and trains LoRAs of SDXL: the
"lora" belongs to SDXL, so the language model is sized for inference and the image model's
method is LoRA (``workload_method``). Only when every method word sits right by an image
model's name ("sdxl lora", "训 flux 的 lora", "lora for sdxl"); a method said apart ("lora 微调
qwen 7b，顺便出图") stays the language model's. Pure: regular expressions over the folded text.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.question.markers import workload_mentions

_METHOD_RE = re.compile(
    r"(?<![a-z])(?:q?lora|dreambooth|fine[\s-]?tun\w*|finetun\w*|train\w*)(?![a-z])"
    r"|微调|训练|训|炼"
)
"""A training method or verb."""
_AFTER_RE = re.compile(r"^\s*(?:的\s*)?(?:loras?|dreambooth)(?![a-z])")
"""The method right after the image model ("sdxl lora", "flux 的 lora")."""
_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:loras?|dreambooth)\s+(?:for|of|on)"
    r"|(?<![a-z])train(?:ing)?\s+(?:an?\s+|a few\s+|some\s+|my own\s+)?"
    r"|(?:训练?|炼)(?:训|炼|练|一下|几个)?\s*)\s*$"
)
"""The method or verb right before it ("lora for sdxl", "training sdxl", "炼炼 sdxl")."""
_WINDOW = 16


def method_of_media(slots: dict[str, Any], lower: str) -> None:
    """Move a LoRA said of the image model to it (``workload_method``), in ``slots``."""
    named = slots.get("model_id") or slots.get("params_b")
    if not named or slots.get("workload_family") != "image" or slots.get("method") != "lora":
        return
    text, start, spans = lower, 0, []
    for _, name in workload_mentions(lower):
        at = text.find(name, start)
        if at < 0:
            return
        end = at + len(name)
        after = _AFTER_RE.match(text[end : end + _WINDOW])
        opens = max(0, at - _WINDOW)
        before = _BEFORE_RE.search(text[opens:at])
        if after is not None:
            spans.append((end, end + after.end()))
        if before is not None:
            spans.append((opens + before.start(), at))
        start = end
    if not any(lower[a:b].count("lora") for a, b in spans):
        return  # the LoRA is said apart from the image model: the language model's
    rest = list(lower)
    for a, b in spans:
        rest[a:b] = " " * (b - a)
    if _METHOD_RE.search("".join(rest)) is None:
        slots["method"] = None
        slots["workload_method"] = "lora"


__all__ = ["method_of_media"]
