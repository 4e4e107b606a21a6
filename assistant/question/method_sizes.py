"""Two methods said, each before its own model size: the named model's method is its own.

"full fine-tune llama 3.2 1b and lora some 8b models": LoRA is named too, but of the 8B
models; the model the question names (Llama 3.2 1B) is the one fully fine-tuned. LoRA
otherwise wins over full when both are said ("full or lora?" sizes the lighter job).
Pure: regular expressions over the parser's working text.
"""

from __future__ import annotations

import re

from assistant.question import lexicon as lx
from assistant.question.text import Scan

_SIZE_RE = re.compile(r"(?<![\d.a-z])(\d+(?:\.\d+)?)\s*b(?![a-z0-9])")
"""A model size in billions ("1b", "8 b", "3.2b")."""
_REACH = 40
"""How far after a method its model's size may be said ("full fine-tune llama 3.2 1b")."""


def _size_after(work: str, end: int) -> str | None:
    m = _SIZE_RE.search(work[end : end + _REACH])
    return m.group(1) if m is not None else None


def full_of_the_named(work: str, scan: Scan) -> bool:
    """Whether full fine-tuning is said of the named model while LoRA is said of another size.

    The methods are found in ``work`` (methods ruled out blanked), the sizes after them in the
    lowered text (the model's name is blanked in ``work`` once read).
    """
    model_id = scan.slots.get("model_id")
    if not isinstance(model_id, str):
        return False
    named = set(_SIZE_RE.findall(model_id.replace("-", " ")))
    full = [_size_after(scan.lower, m.end()) for m in lx.FULL_RE.finditer(work)]
    lora = [_size_after(scan.lower, m.end()) for m in lx.LORA_RE.finditer(work)]
    full_named = any(size in named for size in full if size is not None)
    lora_other = any(size is not None and size not in named for size in lora)
    return full_named and lora_other and not any(size in named for size in lora)


__all__ = ["full_of_the_named"]
