"""Which of several models named is asked: each one's fit on the cards, not the first alone.

"which of these run", "哪些能跑": the list asked outright. "will llama 3.2 3b or qwen2.5 7b fit
on my 1660 super", "能跑 qwen2.5 7b 或者 llama 3.1 8b 吗", "run anything useful? like phi or
llama 3.2 3b": models set side by side as alternatives with a run or fit asked of them; every
one of them is sized on the cards (the reader only counts it with two or more models named).
"""

from __future__ import annotations

import re

_WHICH_OF_RE = re.compile(
    r"\bwhich (?:of\b|ones?\b)|哪些(?:能|可以|模型)|哪个(?:能|可以)|哪几个"
    # alternatives with a run or fit asked: "will A or B fit", "can it run A or B", "A or B?"
    r"|\b(?:fit|fits|run|runs|load|handle)\b.{0,80}?\bor\b(?! (?:do|should|would|will|must)\b)"
    r"|\bor\b.{0,60}?\b(?:fit|run|load)\b(?! (?:faster|better|quicker))"
    r"|(?:能|可以|能不能|可不可以)(?:跑|运行|带动?|装下).{0,40}?(?:或者?|还是)"
)
"""Which of several named things is asked, or alternatives are held up to be run."""


_EXAMPLES_RE = re.compile(
    r"(?<![a-z])(?:etc\.?|et cetera|and so on|and the like|(?:and|or) similar(?: ones)?"
    r"|and (?:the )?others)(?![a-z])"
    r"|(?:等等?|之类的?|这类的?)\s*(?:大\s*)?(?:模型|moe\s*(?:模型)?)?"
    r"(?=\s*(?:$|[，。,.?？!！；;、]|哪|能|可以|都|放|跑|装))"
)
"""The models named are examples of a kind ("qwen3 235b, glm 4.5 etc", "qwen3 235b 之类的"):
the list asked covers the kind, the named among it, not those named alone."""


def models_as_examples(work: str) -> bool:
    """Whether the models named are held up as examples ("etc", "之类"), not the whole list."""
    return _EXAMPLES_RE.search(work) is not None


def each_model_asked(work: str) -> bool:
    """Whether the models named are asked about one by one (which of them run or fit)."""
    return _WHICH_OF_RE.search(work) is not None


__all__ = ["each_model_asked", "models_as_examples"]
