"""Whether the memory of several cards is asked to add up ("does vram stack", "显存能叠加吗"). Pure.

"Can two 3060 12gb cards pool vram for a 24gb model", "双卡显存可以合并成一块用吗": how the
runtimes split one model over several cards is explained (``memory-math``'s section on it),
not one model's fit on a card picked from the words.
"""

from __future__ import annotations

import re

_POOLING_RE = re.compile(
    r"(?<![a-z])(?:pool(?:ed|ing|s)?|combin\w*|stack\w*|add(?:s|ing)? up|merg\w*|sum(?:med)?)"
    r"\s+(?:up\s+)?(?:the\s+|their\s+|my\s+|both\s+)?(?:v?ram|memory|gpu memory)(?![a-z])"
    r"|(?<![a-z])(?:v?ram|gpu memory|memory)\s+(?:(?:to|will|would|does|do|can|could)\s+)?"
    r"(?:pool|stack|add up|combine|merge|sum)(?![a-z])"
    r"|显存(?:能|可以|会|能不能|可不可以|是否)?(?:直接)?(?:叠加|合并|相加|加起来|加在一起|合起来|池化|共用)"
    r"|(?:叠加|合并|合起来用)(?:的)?显存"
)
"""Memory said to add up across cards, in the words people use."""


def pooling_asked(folded: str) -> bool:
    """Whether the question asks if several cards' memory adds up into one."""
    return _POOLING_RE.search(folded) is not None


__all__ = ["pooling_asked"]
