"""Clips of a video job counted by their measure word alone ("每段5秒，一共100段").

The clips are said by "段" with no noun after it; "段时间", "路" and the like count something
else. Pure: a regular expression over the lower-cased text.
"""

from __future__ import annotations

import re

_CLIPS_COUNTED_RE = re.compile(r"(?<![\d.])(\d{1,6})\s*段(?!\s*(?:时间|路|话|代码))")
MAX_CLIPS = 100_000


def clips_counted(text: str) -> int | None:
    """The clips counted ("一共100段" -> 100), or None (one clip, or none said)."""
    m = _CLIPS_COUNTED_RE.search(text)
    n = int(m[1]) if m else 0
    return n if 1 < n <= MAX_CLIPS else None


__all__ = ["clips_counted"]
