"""A failure seen on the cards, not feared: an error pasted or an OOM that happened; pure.

"3090 + 3060, log says ``cudaMalloc failed: out of memory`` on device 1" names two cards used
together, so it reads like a comparison; the failure seen makes it a trouble to fix.
"""

from __future__ import annotations

import re

from assistant.question.text import fold

_SEEN_RE = re.compile(
    r"cudamalloc failed|cuda(?:_error)?[\s_]*out[\s_]of[\s_]memory|outofmemoryerror"
    r"|(?<![a-z])(?:still |keeps? )?oom(?:s|ed|ing)(?![a-z])|ran out of (?:v?ram|memory)"
    r"|(?<![a-z])(?:error|failed|exception)\s*:|traceback|报错|报了?\s*(?:oom|out of memory|error)"
    r"|爆显存了|显存爆了|又爆了"
    # numbers that overflowed in training: "loss goes nan only on the V100s", "loss 变成 nan"
    r"|(?<![a-z])(?:loss|grads?|gradients?)\s+(?:goes|went|becomes?|became|turns?|turned|hits?"
    r"|is|are)\s+(?:to\s+)?(?:nan|inf)(?![a-z])|(?<![a-z])nan (?:loss|grads?|gradients?)(?![a-z])"
    r"|(?:loss|梯度)\s*(?:变成?|出现|成了?)\s*(?:nan|inf)(?![a-z])"
)
"""An OOM or error that happened: pasted from a log, or said in the past ("it OOMs on")."""


def failed_on_cards(text: str) -> bool:
    """Whether ``text`` reports a failure that happened (a pasted error, an OOM seen)."""
    return _SEEN_RE.search(fold(text)) is not None


__all__ = ["failed_on_cards"]
