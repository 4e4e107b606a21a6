"""NVLink links read off the machine: how many, and the rate each shows.

"nvidia-smi topo -m shows NV12 between GPU0 and GPU1", "nvidia-smi nvlink -s: 26.562 GB/s per
link, 8 links", "Link 0: 25 GB/s … Link 11: 25 GB/s": the links between two GPUs (``NV#``) or
listed for one, and the one-way rate ``nvidia-smi nvlink -s`` prints for each. The verify kind
holds them against the card's own link count (``verify.nvlink_links``). Patterns run on
NFKC-folded, lower-cased text. Pure.
"""

from __future__ import annotations

import re

_NV_RE = re.compile(r"(?<![a-z0-9])nv(\d{1,2})(?![0-9a-z])")
"""``NV#`` in ``nvidia-smi topo -m``: # NVLink links between the two GPUs."""
_RATE_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,4})?)\s*(?:gb/s|gbps|gb每秒|g/s)")
_PER_LINK_RE = re.compile(
    r"每条|每一条|每个链路|单条|per[\s-]link|each link|every link|a link|/link"
    r"|(?:所有|全部)(?:的)?链路|(?<![a-z])all (?:\d{1,2} |the |of the )?(?:nv)?links(?![a-z])"
    r"|(?<![a-z])link\s*#?\d{1,2}\s*:"
)
"""The rate said to be one link's ("每条链路 26.562 GB/s", "Link 0: 25 GB/s", "all links 26.562
GB/s": each link reads it)."""
_COUNT_RE = re.compile(
    r"(?<![\d.])(\d{1,2})\s*(?:条|根)|(?<![\d.])(\d{1,2})\s*(?:nv)?links?(?![a-z])"
    r"|(?:links?|链路)\s*(?:×|x|\*)\s*(\d{1,2})(?![\d.])"
)
"""How many links are listed ("一共 8 条", "8 links", "per link x 8")."""
_LISTED_RE = re.compile(r"(?<![a-z])link\s*#?(\d{1,2})\s*:")
"""One line of ``nvidia-smi nvlink -s`` ("Link 7: 26.562 GB/s")."""


def nvlinks_shown(folded: str) -> int | None:
    """The NVLink links said or listed between two GPUs, or for one; None when not said."""
    nv = _NV_RE.search(folded)
    if nv is not None:
        return int(nv[1]) or None
    if "nvlink" not in folded:
        return None
    count = _COUNT_RE.search(folded)
    if count is not None:
        return int(next(g for g in count.groups() if g)) or None
    listed = {int(m[1]) for m in _LISTED_RE.finditer(folded)}
    # "Link 0: … Link 11: …": the lines pasted count the links, the highest index the last
    return max(listed) + 1 if len(listed) >= 2 else None


def link_rate_shown(folded: str) -> float | None:
    """The one-way GB/s one NVLink link shows ("每条 26.562 GB/s"); None when not said per link."""
    if "nvlink" not in folded or _PER_LINK_RE.search(folded) is None:
        return None
    rate = _RATE_RE.search(folded)
    value = float(rate[1]) if rate is not None else 0.0
    return value if 0 < value <= 200 else None


__all__ = ["link_rate_shown", "nvlinks_shown"]
