"""Whether language models are asked for by that name ("llm 和出图都说说", "LLMs and SDXL").

Beside an image, video or speech workload, the word asks for the LLM list as well: the card's
language models lead and the workload's models follow. Pure: a regular expression over the
folded text.
"""

from __future__ import annotations

import re

_LLM_SAID_RE = re.compile(
    r"(?<![a-z])(?:llms?|(?:large )?language models?|chat ?bots?)(?![a-z])"
    r"|大模型|大语言模型|语言模型"
)
"""Language models named as a kind of model, not one model by name."""


_NOT_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:not|no|without|instead of|rather than|than)\s+(?:for\s+|the\s+|any\s+)?"
    r"|不是|不跑|不用|而不是|不玩)$"
)
"""A negation right before the word ("mainly for flux, not llms", "不跑大模型"): none asked."""


def llm_said(folded: str) -> bool:
    """Whether the question asks about language models by that name (not ruled out)."""
    return any(
        _NOT_BEFORE_RE.search(folded[max(0, m.start() - 20) : m.start()]) is None
        for m in _LLM_SAID_RE.finditer(folded)
    )


__all__ = ["llm_said"]
