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


def format_judged(folded: str) -> bool:
    """Whether ``folded`` judges a number format itself ("fp8 训练靠谱吗")."""
    return FORMAT_JUDGED_RE.search(folded) is not None


__all__ = ["FORMAT_JUDGED_RE", "format_judged"]
