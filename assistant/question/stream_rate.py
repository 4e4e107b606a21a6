"""The frame rate each stream gets, asked ("每路还有多少 fps", "fps per camera with 4 feeds"); pure.

With several streams said and no frame rate stated, a rate asked "per stream" is the card's
frames shared among them: the capacity answer, divided, not one image's time at batch 1.
"""

from __future__ import annotations

import re

_PER_STREAM_RATE_RE = re.compile(
    r"(?:每路|每个摄像头|每台摄像头|每个通道|单路)[^。？?！!,，]{0,8}?(?:多少|几)\s*(?:fps|帧)"
    r"|(?<![a-z])(?:fps|frames?\s*(?:/|per|a)\s*s(?:ec(?:ond)?)?)\s+(?:per|each|for each|a)\s+"
    r"(?:stream|camera|cam|feed|channel)s?(?![a-z])"
    r"|(?<![a-z])(?:each|per)\s+(?:stream|camera|cam|feed|channel)\s+(?:gets?|get|runs? at|at)\b"
)


def per_stream_rate_asked(text: str) -> bool:
    """Whether the frame rate each stream gets is asked (the folded or lowered ``text``)."""
    return _PER_STREAM_RATE_RE.search(text) is not None


__all__ = ["per_stream_rate_asked"]
