"""One memory saver asked to fix an out-of-memory job by itself: a yes or no for that change.

"LoRA on 8B, 4090, seq 8192 batch 4 → `CUDA out of memory` … would gradient checkpointing alone
fix it?", "爆显存了，只开梯度检查点能解决吗": the job is sized again with that saver on and the
rest as stated, and the answer says whether that alone fits (``Query.saver_alone_asked``).
Pure: a regular expression over the folded text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.text import fold

_CHECKPOINTING = (
    r"(?:gradient|grad|activation)[\s_-]*(?:checkpoint(?:ing|s)?|ckpt)|checkpointing"
    r"|梯度检查点|梯度\s*checkpoint(?:ing)?|重计算"
)
_SAVER_FIXES_RE = re.compile(
    # "would gradient checkpointing (alone|by itself) fix it", "is grad ckpt enough"
    rf"(?:{_CHECKPOINTING})(?:\s+(?:alone|by itself|on its own|only))?\s+"
    r"(?:(?:would|will|could|can|does|do)\s+)?(?:(?:be\s+)?enough|fix(?:es)?|solve[s]?|do it"
    r"|(?:make|get) it (?:fit|work))\b"
    # "would just turning on gradient checkpointing fix it", "只开梯度检查点能解决吗"
    rf"|\b(?:would|will|could|can|does|is)\s+(?:just\s+|only\s+)?(?:turning on\s+|enabling\s+)?"
    rf"(?:{_CHECKPOINTING})\b[^.?!]{{0,20}}\b(?:fix|solve|enough|do it|help)"
    rf"|(?:只|仅|单)?(?:开|打开|启用|用)?(?:了)?\s*(?:{_CHECKPOINTING})\s*(?:就|能|可以|够)"
    r"[^，。？?]{0,6}(?:解决|够|行|装得下|不爆)"
)
"""Gradient checkpointing asked to be enough on its own."""


def read_saver_alone(query: Query) -> Query:
    """``query`` with ``saver_alone_asked`` when an OOM asks if checkpointing alone fixes it."""
    if query.trouble != "oom" or _SAVER_FIXES_RE.search(fold(query.text)) is None:
        return query
    return query.model_copy(update={"saver_alone_asked": "grad_checkpointing"})


__all__ = ["read_saver_alone"]
