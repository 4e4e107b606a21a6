"""A card's spec sheet asked as a whole ("L2 和 L4 规格上差在哪", "what are the H20's specs").

No one figure is named, so the row's main figures are read: memory, bandwidth, TFLOPS and
board power. Also how a card's memory is exposed ("128gb as one device or two GCDs"), which
is a question about its memory. Pure: regular expressions over the lowered text.
"""

from __future__ import annotations

import re

from assistant.models import SpecField

SHEET_FIELDS: tuple[SpecField, ...] = ("memory", "bandwidth", "tflops", "power")
"""The figures a spec sheet asked as a whole is answered with."""
_SHEET_RE = re.compile(
    r"(?<![a-z])(?:specs?|spec sheet|specifications?|datasheet)(?![a-z])"
    r"|规格|参数|配置(?:是|有)?(?:什么|多少|怎么样|差在哪|有什么区别)"
)
"""The card's specs asked without one figure named."""
_NOT_SHEET_RE = re.compile(
    r"spec(?:ulative|ial)|speculat|规格(?:的)?(?:实例|机型)|(?:实例|机型|instance|vm)\S{0,6}(?:规格|specs?)"
)
"""A cloud instance's shape ("实例规格", "instance specs"), not a card's sheet."""
_MEMORY_EXPOSED_RE = re.compile(
    r"\d{2,3}\s*gb?\s+(?:as|in|on) (?:one|a single) (?:device|gpu|pool)"
    r"|(?:two|2) (?:gcds?|dies|chips) with \d{2,3}"
    r"|显存(?:是)?(?:一整块|合在一起|一个设备)|(?:两|2)个\s*(?:gcd|die|芯片)"
)
"""How the memory is exposed: one device or split between dies ("128gb as one device")."""


def sheet_fields(text: str) -> list[SpecField]:
    """The spec fields a question asks when it names no one figure (``text`` lowered)."""
    if _MEMORY_EXPOSED_RE.search(text):
        return ["memory"]
    if _SHEET_RE.search(text) and not _NOT_SHEET_RE.search(text):
        return list(SHEET_FIELDS)
    return []


__all__ = ["SHEET_FIELDS", "sheet_fields"]
