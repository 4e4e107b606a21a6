"""A maker refused ("no apple pls", "not AMD", "不要 A 卡"): no maker asked for; pure.

"cheapest card for qwen3 32b … no apple pls" named Apple to rule it out; read as the maker
asked, the pick was made among Macs alone (and, renting, found none). The refused makers are
blanked before the maker asked is looked for; the default pool (CUDA cards) already leaves
Macs and Radeons out.
"""

from __future__ import annotations

import re

_MAKER = (
    r"(?:apple|macs?|macbooks?|amd|radeon|intel|nvidia|huawei|ascend"
    r"|苹果|mac|a\s?卡|n\s?卡|英伟达|英特尔|华为|昇腾)"
)
_REFUSED_RE = re.compile(
    r"(?<![a-z])(?:no|not|nothing|without|except|excluding|avoid|skip|never|non-?)\s+"
    r"(?:an?\s+|the\s+)?(?:from\s+)?" + _MAKER + r"(?![a-z])"
    r"|(?:不要|不考虑|不用|别用?|排除|除了|不买|不想要?)\s*(?:用|买|考虑)?\s*" + _MAKER
)
"""A maker named to be ruled out."""


def without_refused_makers(lower: str) -> str:
    """``lower`` with each maker named to be ruled out blanked."""
    return _REFUSED_RE.sub(" ", lower)


__all__ = ["without_refused_makers"]
