"""Clips of a video job counted by their measure word alone ("每段5秒，一共100段").

Or as "N of them" after the clips are said ("5s clips, 200 of them").
The clips are said by "段" with no noun after it; "段时间", "路" and the like count something
else. Pure: a regular expression over the lower-cased text.
"""

from __future__ import annotations

import re

_CLIPS_COUNTED_RE = re.compile(r"(?<![\d.])(\d{1,6})\s*段(?!\s*(?:时间|路|话|代码))")
_CLIPS_OF_THEM_RE = re.compile(
    r"(?:clips?|videos?|shorts?|片段|视频)\b[^.?!;。？！；]{0,60}?(?<![\d.])(\d{1,6})\s+of\s+(?:them|those|these)\b"
)
"""The clips said first, then counted by "N of them" ("480p 5s clips, 200 of them queued")."""
MAX_CLIPS = 100_000


def clips_counted(text: str) -> int | None:
    """The clips counted ("一共100段" -> 100), or None (one clip, or none said)."""
    m = _CLIPS_COUNTED_RE.search(text) or _CLIPS_OF_THEM_RE.search(text)
    n = int(m[1]) if m else 0
    return n if 1 < n <= MAX_CLIPS else None


def counts_clips(text: str, at: int) -> bool:
    """Whether the count at ``at`` is the clips' "N of them" ("5s clips, 200 of them")."""
    return any(m.start(1) == at for m in _CLIPS_OF_THEM_RE.finditer(text))


__all__ = ["clips_counted", "counts_clips"]
