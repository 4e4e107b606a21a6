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
    r"(?!\s*(?:有|是|一共|总共)?\s*(?:多少|多大|几))"  # "显存加起来多少": the sum asked, a figure
    r"|(?:叠加|合并|合起来用)(?:的)?显存"
)
"""Memory said to add up across cards, in the words people use."""


def pooling_asked(folded: str) -> bool:
    """Whether the question asks if several cards' memory adds up into one."""
    return _POOLING_RE.search(folded) is not None


_EXPERT_FLAG_RE = re.compile(
    r"(?<![a-z0-9])(?:--?n-cpu-moe|--?cpu-moe|n_cpu_moe|cpu_moe|num_cpu_moe)(?![a-z0-9_])"
)
"""llama.cpp's flags that keep a MoE model's experts in system RAM."""
_PURPOSE_RE = re.compile(
    r"(?<![a-z])(?:what (?:does|do|is|are)|what'?s|how (?:does|do) .{0,20}work|explain|meaning)"
    r"(?![a-z])|干嘛|干什么|做什么|有什么用|作用|是什么|什么意思|啥意思|原理|怎么用"
)
"""The purpose of a setting asked ("what does it do", "是干嘛的", "作用")."""


def expert_offload_asked(folded: str) -> bool:
    """Whether what llama.cpp's experts-in-RAM flag does is asked ("--n-cpu-moe 是干嘛的").

    The other way a model's memory is split: between the card and system RAM. Its purpose is
    explained (``moe-models``' section on it); a speed asked with a card and the flag ("qwen3
    30b a3b on a 3060 with --n-cpu-moe, how fast?") is timed by the offload plan instead.
    """
    return _EXPERT_FLAG_RE.search(folded) is not None and _PURPOSE_RE.search(folded) is not None


def split_explained(folded: str) -> bool:
    """Whether how a model's memory is split is asked: across cards, or into system RAM."""
    return pooling_asked(folded) or expert_offload_asked(folded)


__all__ = ["expert_offload_asked", "pooling_asked", "split_explained"]
