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


def full_said_after(work: str) -> bool:
    """Whether full fine-tuning is said after the model fine-tuned."""
    return _FULL_AFTER_RE.search(work) is not None


__all__ = ["full_of_the_named", "full_said_after"]
