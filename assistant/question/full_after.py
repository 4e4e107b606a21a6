"""Full fine-tuning said after the model: "full" closing the model's name is the method.

"fine-tune qwen2.5 7b full on 8x a100", "sft llama 8b full, 200k rows": as "full fine-tune".

Only a bare "full" that ends the phrase (before "on", "with", "using", a comma or the end)
counts: "full precision", "full context", "full model" and "full node" say other things.
Pure: a regular expression over the parser's working text.
"""

from __future__ import annotations

import re

from assistant.question.method_sizes import full_of_the_named

_FULL_AFTER_RE = re.compile(
    r"(?:fine[\s-]*tun\w*|finetun\w*|(?<![a-z])(?:sft|ft)(?![a-z])|微调)\s*"
    r"[\w.:\s-]{0,40}?(?<![a-z])(?:full|全参|全量)"
    r"(?=\s*(?:$|on\b|with\b|using\b|in\b|at\b|for\b|[,;，、。?？(（]|上|用|在))"
)

_EVERY_WEIGHT_RE = re.compile(
    r"(?<![a-z])(?:all|every)\s+(?:the\s+|of\s+the\s+|single\s+)?(?:weights?|params?|parameters?)"
    r"\s+(?:(?:are|is|be|get|gets|getting)\s+)?(?:updated|trained|tuned|unfrozen)(?![a-z])"
    r"|(?<![a-z])(?:update|train|tune|unfreeze)\w*\s+(?:all|every)\s+(?:the\s+|single\s+)?"
    r"(?:weights?|params?|parameters?|layers?)(?![a-z])|(?:所有|全部)(?:的)?(?:权重|参数)都?(?:更新|训练|参与训练)"
)
"""Full fine-tuning said by what it does: "I want every weight updated", "train all the
weights", "所有参数都更新" (not "load all weights on the GPU": nothing trained)."""


def full_said_after(work: str) -> bool:
    """Whether full fine-tuning is said after the model fine-tuned, or by every weight trained."""
    return _FULL_AFTER_RE.search(work) is not None or _EVERY_WEIGHT_RE.search(work) is not None


__all__ = ["full_of_the_named", "full_said_after"]
