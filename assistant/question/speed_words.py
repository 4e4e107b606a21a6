"""A speed floor said in words, not figures: "at readable speed", "decent speed", "流畅".

People picking a card for a local LLM often say the speed they want as a quality, not a rate:
"70b q4 at readable speed", "llama 3 8b at decent speed", "聊天要流畅". A card that holds the
model at 3 tokens/s does not meet it; a pick sizes for a floor of ``WORDED_FLOOR_TOKENS_PER_S``,
about twice a fast reader's pace, and says so.
"""

from __future__ import annotations

import re

WORDED_FLOOR_TOKENS_PER_S = 10.0
"""The tokens/s a worded floor ("readable", "decent", "usable") is read as: people read about
4-6 tokens a second, and a chat that keeps ahead of the eye runs at about twice that."""

_SPEED_WORDS_RE = re.compile(
    r"(?<![a-z])(?:(?:at\s+)?(?:a\s+)?(?:readable|reading|decent|usable|comfortable|reasonable"
    r"|interactive|conversational|good|acceptable|ok|okay|chat(?:ting)?)\s+(?:speeds?|pace|rates?"
    r"|tokens?\s*/\s*s|tok/s|t/s)"
    r"|(?:faster than|as fast as|keeps? up with)\s+(?:i\s+can\s+)?read(?:ing)?)(?![a-z])"
    r"|(?:速度|生成|输出|出字|聊天|对话)\s*(?:要|得|能|还|比较)?\s*(?:流畅|顺畅|过得去|还行|能用|够用|跟得上阅读)"
    r"|(?:流畅|顺畅)(?:地|的)?\s*(?:跑|运行|聊天|对话|生成|使用)"
    r"|阅读速度|能看得过来"
)
"""A speed wanted as a quality: "readable speed", "decent tok/s", "faster than I can read",
"速度要流畅", "流畅运行"."""


def worded_speed_floor(text: str) -> str | None:
    """The words that ask a usable speed with no figure ("at readable speed"), or None."""
    m = _SPEED_WORDS_RE.search(text.lower())
    return m.group().strip() if m else None


__all__ = ["WORDED_FLOOR_TOKENS_PER_S", "worded_speed_floor"]
