"""An inference engine's memory hold asked about: a leak, or reserved on purpose? Pure.

"started vllm with a 1.5b model and nvidia-smi shows 21gb used, leak or on purpose?", "ollama 加载
7b 后显存占了 20g，是不是内存泄漏": vLLM and SGLang reserve a share of the card for the KV cache
when they start, llama.cpp the cache of its whole context; the memory seen held is that reserve,
explained, not a fit to size or a card to check. Patterns run on NFKC-folded, lower-cased text.
"""

from __future__ import annotations

import re

RESERVING_ENGINES = frozenset({"vllm", "sglang", "tensorrt-llm", "llama.cpp", "exllamav2"})
"""Engines that take their cache's memory up front."""

_HELD_RE = re.compile(
    r"(?<![a-z])(?:(?<![\d.,])\d[\d.,]*\s*(?:gb|gib|g|mib|%)\s*(?:of (?:vram|memory) )?"
    r"(?:used|in use|taken|allocated|reserved|occupied|gone)"
    r"|(?:shows?|showing|says|reports?|grabb?(?:ed|s|ing)?|grabs"
    r"|takes?|took|eats?|ate|uses?|using|reserv\w*|allocat\w*|hogs?|hogging|eating)\s+(?:up\s+)?"
    r"(?:like\s+|almost\s+|about\s+|over\s+|nearly\s+)?\d[\d.,]*\s*(?:gb|gib|g|mib|%))"
    r"|(?:all|most) (?:of )?(?:the |my )?(?:vram|memory|gpu memory)"
    r"|(?<![\d.])\d[\d.]*\s*/\s*\d[\d.]*\s*(?:gb|gib|g|mib)\s+(?:used|in use|full|taken)"
    r"|(?:vram|memory)\s+(?:shows?|is|reads?|looks?|stays?)\s+(?:as\s+)?(?:almost\s+|nearly\s+)?"
    r"(?:full|maxed(?: out)?|100\s*%)"
    r"|显存(?:就|直接|一下子?)?(?:被)?(?:占了?|吃了?|用了?|占用了?|分配了?|[占吃用]到)\s*\d[\d.]*\s*(?:g|gb|%)"
    r"|(?:占了?|吃了?|用了?|占用了?)\s*\d[\d.]*\s*(?:g|gb|%)(?:的)?显存|显存[^，。？?]{0,6}(?:占满|吃满|拉满|跑满)"
)
"""Memory seen held ("21gb used", "grabbed 22gb", "显存占了20g", "显存吃满")."""
_JUDGED_RE = re.compile(
    r"(?<![a-z])(?:leak\w*|on purpose|intended|intentional|by design|expected|normal|supposed to"
    r"|a bug|buggy|bug (?:or|还是))(?![a-z])|泄漏|泄露|正常吗|正常不|是不是正常|故意|设计如此"
    r"|是不是bug|是bug吗|预分配|(?<![a-z])pre-?allocat\w*"
)
"""The hold asked to be judged: a leak, a bug, or meant to be ("leak or on purpose?")."""
_TROUBLE_RE = re.compile(
    r"(?<![a-z])(?:oom\w*|out of memory|crash\w*|slow\w*|errors?|fails?|failed|hangs?|stuck|t/s"
    r"|tok/s|tokens?/s)(?![a-z])|爆显存|报错|崩|很慢|太慢|卡住|卡死|速度"
)
"""A trouble beside the hold (an OOM, a crash, a slowdown): that is the question then."""


_MODEL_SMALLER_RE = re.compile(
    r"(?<![a-z])(?:model|weights?|checkpoint|gguf|file)\s+(?:is|are|was|were)?\s*(?:only|just"
    r"|like|about|~|barely)\s*~?\s*\d[\d.]*\s*(?:gb|gib|g)(?![a-z])"
    r"|(?<![a-z])(?:model|weights?) (?:is|are) (?:small|tiny|much smaller)"
    r"|(?:模型|权重|文件)(?:本身|大小)?(?:才|只有|就|只|也就)\s*\d[\d.]*\s*(?:g|gb)(?![a-z])"
)
"""The model said smaller than the memory seen held ("my model is only 14gb", "模型才8G")."""
_WHY_RE = re.compile(r"(?<![a-z])(?:why|how come)(?![a-z])|为什么|为啥|咋回事|怎么回事")


def held_memory_asked(folded: str, engine: str | None) -> bool:
    """Whether the memory an engine holds is asked to be judged, with no trouble beside it.

    With no engine named, the model must be said smaller than the hold ("23.5/24gb used but my
    model is only 14gb, why"): the runtimes' reserves are explained together.
    """
    if _HELD_RE.search(folded) is None or _TROUBLE_RE.search(folded) is not None:
        return False
    if engine in RESERVING_ENGINES:
        return _JUDGED_RE.search(folded) is not None
    smaller = _MODEL_SMALLER_RE.search(folded) is not None
    return smaller and (_JUDGED_RE.search(folded) or _WHY_RE.search(folded)) is not None


__all__ = ["RESERVING_ENGINES", "held_memory_asked"]
