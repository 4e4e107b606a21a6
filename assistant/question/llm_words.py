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


_LLM_RUNTIME_RE = re.compile(
    r"(?<![a-z])(?:ollama|llama\.?cpp|lm ?studio|vllm|sglang|exllama\w*|tensorrt[\s-]*llm"
    r"|open[\s-]?webui)(?![a-z])"
)
"""Runtimes that serve only language models, named ("主要 ollama + comfyui"); a GGUF format is
none (image checkpoints ship as GGUF too: "flux dev gguf q8")."""


def llm_runtime_named(folded: str) -> bool:
    """Whether a runtime that serves only language models is named: they are a job then."""
    return _LLM_RUNTIME_RE.search(folded) is not None


_AI_WORK_RE = re.compile(
    r"(?<![a-z])(?:ml|machine learning|deep learning|ai (?:work|stuff|projects?|training)"
    r"|local ai|model training|stable diffusion)(?![a-z])|深度学习|机器学习|炼丹|跑模型|训模型"
)
"""AI work named in general ("4h/day of ml", "平时炼丹"): what the card is for, besides a game."""


def ai_work_said(folded: str) -> bool:
    """Whether AI work is named, as language models or in general words."""
    return llm_said(folded) or _AI_WORK_RE.search(folded) is not None


__all__ = ["ai_work_said", "llm_runtime_named", "llm_said"]
