"""vLLM refusing a tensor-parallel size that does not divide the model's attention heads; pure.

"Total number of attention heads (40) must be divisible by tensor parallel size (3)" (vLLM's
``verify_with_parallel_config``), or the same said in words ("头数不能被 tp 3 整除"): the heads
and the size tried are kept when printed, so the answer can name the sizes that divide them.
"""

from __future__ import annotations

import re

TP_SPLIT_RE = re.compile(
    r"attention heads\s*(?:\((?P<h>\d{1,3})\))?\s*(?:must be|is not|isn'?t|are not|aren'?t|not)"
    r"\s*(?:evenly\s+)?divisible by (?:the )?(?:tensor[ _-]?parallel(?:[ _]size)?|tp(?: size)?)"
    r"\s*(?:\((?P<t>\d{1,2})\))?"
    r"|\bheads?\b[^.\n]{0,20}\b(?:not|isn'?t|aren'?t) divisible by (?:the )?"
    r"(?:tp|tensor[ _-]?parallel)"
    r"|(?:注意力)?头数\s*(?:\((?P<h2>\d{1,3})\))?[^。\n]{0,12}(?:不能|无法|没法)被[^。\n]{0,16}"
    r"(?:张量并行|tp|tensor[ _-]?parallel)[^。\n]{0,10}整除"
)
"""The refusal, in vLLM's words or the asker's."""


def tp_split_said(folded: str) -> tuple[int, int] | None:
    """The attention heads and the tensor-parallel size the refusal printed, when it did."""
    m = TP_SPLIT_RE.search(folded)
    if m is None or not (m["h"] or m["h2"]) or not m["t"]:
        return None
    heads, size = int(m["h"] or m["h2"]), int(m["t"])
    return (heads, size) if heads >= 1 and size >= 2 else None


__all__ = ["TP_SPLIT_RE", "tp_split_said"]
