"""A training split named ("run ddp", "跑 fsdp", "deepspeed zero-3"): no inference said; pure.

"if i add another 4090 and run ddp, how long then?": DDP, FSDP and ZeRO split a training job
over the cards, so the "run" beside them runs that job, not inference. A follow-up that says
only the split keeps the earlier job's method (QLoRA stays QLoRA).
"""

from __future__ import annotations

import re

_TRAIN_SPLIT_RE = re.compile(
    r"(?<![a-z])(?:ddp|fsdp2?|zero[\s-]?(?:[123]|stage|offload)"
    r"|deepspeed(?![\s-]*(?:inference|mii|fastgen)))(?![a-z])"
)


def trains_split(work: str) -> bool:
    """Whether a split that only training uses is named in the question."""
    return _TRAIN_SPLIT_RE.search(work) is not None


__all__ = ["trains_split"]
