"""A long context wished for with no length ("最好能撑长上下文", "with long context").

A list of what some hardware runs for inference is then sized at ``LONG_CONTEXT_TOKENS`` per
sequence instead of the short default (``kinds.fits_hardware``), and the answer says which
length it took; a stated length ("32k context") is read by the context reader and wins, and a
fine-tuning list asked next keeps its own sequence length.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.messages import Message
from assistant.messages import fitting as say

LONG_CONTEXT_TOKENS = 32_768
"""What "long context" is taken as: the native window of the Qwen2.5/Qwen3 and Llama 3.1
generations' common serving setting (their RoPE scaling reaches 128K beyond it)."""
_WISH_RE = re.compile(
    r"(?<![a-z])long(?:er)?[\s-]+context(?![a-z])|长上下文|长文本|上下文(?:要|得|能)?(?:长|够长)"
)


def long_context_wish(slots: dict[str, Any], text: str) -> Message | None:
    """Mark a model list's long-context wish (no length said); the note when it is inference."""
    if not slots.get("asks_model_list") or slots.get("context_tokens") is not None:
        return None
    if _WISH_RE.search(text) is None:
        return None
    slots["long_context_wish"] = True
    if slots.get("method") not in (None, "inference"):
        return None
    return say.LONG_CONTEXT_WISH(tokens=LONG_CONTEXT_TOKENS)


__all__ = ["LONG_CONTEXT_TOKENS", "long_context_wish"]
