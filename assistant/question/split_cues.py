"""A model said to be split across the cards named ("split gemma across both", "拆到两张卡上").

Two different cards named with a split asked are one box whose memory is pooled: the question
is whether the model fits on them together, even when worded as a doubt ("or is that silly").
"""

from __future__ import annotations

import re

from assistant.question.text import fold

_SPLIT_RE = re.compile(
    r"(?<![a-z])(?:split\w*|spread\w*|shard\w*)\s+(?:\S+\s+){0,6}?(?:across|over|between)"
    r"\s+(?:both|them|the two|the 2|two|2|my|the)(?![a-z])"
    # "split three ways in llama.cpp": across the cards named, one share each
    r"|(?<![a-z])(?:split\w*|spread\w*|shard\w*)\s+(?:two|three|four|2|3|4)[\s-]ways?(?![a-z])"
    r"|(?:拆|切|分)(?:到|在|成)(?:两张|两块|这两|两个)"
)
"""A split across the cards asked ("split qwen across my 4070 ti and 3060", "能拆到两张卡上")."""


def split_across(text: str) -> bool:
    """Whether ``text`` asks to split a model across the cards it names."""
    return _SPLIT_RE.search(fold(text)) is not None


def split_slots(text: str) -> dict[str, bool]:
    """``split_across`` and ``gpus_together`` set when ``text`` asks for a split, else none."""
    return {"split_across": True, "gpus_together": True} if split_across(text) else {}


__all__ = ["split_across", "split_slots"]
