"""A number format judged as such ("fp8 训练靠谱吗", "is bf16 training stable?"); pure.

Asked beside whether one card supports the format, the format itself is the question: the
explanation answers it and lists the card's row, rather than a yes on the feature alone. Two
formats weighed against each other on one card ("fp8 跟 awq int4 哪个划算") are read from
``Query.options_weighed`` by the routing; this reads a single format judged in words.
"""

from __future__ import annotations

import re

_FORMAT = r"(?:fp8|fp4|nvfp4|mxfp4|bf16|fp16|int8|int4|nf4|awq|gptq)"
FORMAT_JUDGED_RE = re.compile(
    rf"(?<![a-z\d]){_FORMAT}(?![a-z\d])\s*(?:的)?\s*(?:训练|推理|量化|精度|微调)?\s*(?:到底)?"
    r"(?:靠谱|靠不靠谱|稳不稳|稳定吗|稳吗|可靠|可不可靠|有没有坑|有坑吗|掉点|掉精度|值得|好用吗|成熟吗)"
    rf"|(?<![a-z])is {_FORMAT}(?![a-z\d])(?: (?:training|inference|fine[\s-]?tuning))?"
    r" (?:reliable|stable|safe|worth it|mature|any good|good enough|production[\s-]ready)"
)
"""A format judged: reliable, stable, worth it, losing accuracy."""


FORMATS_DIFFER_RE = re.compile(
    rf"(?<![a-z\d]){_FORMAT}(?![a-z\d])\s*(?:量化)?\s*(?:和|与|跟|同|vs\.?|versus|and|or|对比|比)\s*"
    rf"{_FORMAT}(?![a-z\d])\s*(?:量化)?\s*(?:的|之间)?\s*(?:到底|究竟|实际)?\s*(?:有|有啥|有什么|的)?\s*"
    r"(?:区别|差别|差异|不同)"
    rf"|(?<![a-z])(?:difference|differences) between {_FORMAT} and {_FORMAT}(?![a-z\d])"
    rf"|(?<![a-z])how (?:is|does|do) {_FORMAT} (?:quantization )?differ from {_FORMAT}(?![a-z\d])"
)
"""Two formats' difference asked ("fp8 和 int8 量化到底有啥区别", "difference between fp8 and
int8"): the formats are explained, whatever cards are named beside them as support examples."""


def formats_differ(folded: str) -> bool:
    """Whether ``folded`` asks how two number formats differ."""
    return FORMATS_DIFFER_RE.search(folded) is not None


def format_judged(folded: str) -> bool:
    """Whether ``folded`` judges a number format itself ("fp8 训练靠谱吗")."""
    return FORMAT_JUDGED_RE.search(folded) is not None


__all__ = ["FORMATS_DIFFER_RE", "FORMAT_JUDGED_RE", "format_judged", "formats_differ"]
