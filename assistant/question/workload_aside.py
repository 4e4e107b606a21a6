"""A media job set aside while language models are asked ("除了画图还能跑啥 llm"); pure.

"公司的 a4000，除了画图还能本地跑啥 llm", "besides image gen, which local llms fit on it": the
picture job is what the card already does, named only to be put aside; the LLMs are asked, so
the workload read from the aside must not turn the question into the picture job's fit.
"""

from __future__ import annotations

import re

from assistant.question.llm_words import llm_said

_ASIDE_RE = re.compile(
    r"除了([^，,。；;？?]{1,12}?)(?:之外|以外)?(?=还|也|，|,|另外)"
    r"|(?<![a-z])(?:besides|apart from|aside from|other than|except(?: for)?)\s+"
    r"([^,.;?!]{1,30}?)(?=\s*[,;]|\s+(?:what|which|can|could|is|are|do|does|will|would)\b)"
)
"""A job named to be put aside: "除了画图（之外）还…", "besides image gen, …"."""


def workload_set_aside(text: str) -> bool:
    """The media job is named in an aside and language models are asked outside it."""
    m = _ASIDE_RE.search(text)
    if m is None:
        return False
    aside = m.group(1) or m.group(2) or ""
    rest = text[: m.start()] + " " + text[m.end() :]
    return not llm_said(aside) and llm_said(rest)


__all__ = ["workload_set_aside"]
