"""Where cards are named in a question's working text; pure.

A card's name can also be a common word next to another: "l2 缓存", "L2 cache" is a cache level,
not the NVIDIA L2 card, so a name followed by a cache word is no mention.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from assistant.question import lexicon as lx

_CACHE_AFTER_RE = re.compile(r"\s*(?:cache|缓存)")


def card_mentions(work: str) -> Iterator[re.Match[str]]:
    """The card-name matches in ``work``, less those that name a cache level."""
    return (m for m in lx.GPU_RE.finditer(work) if not _CACHE_AFTER_RE.match(work, m.end()))


__all__ = ["card_mentions"]
