"""A second weight precision weighed beside the first ("q6 or q8", "q4 vs q8", "fp8 还是 int4").

"gemma 3 12b at q6 or q8, does it stay on the GPU" asks the fit at both levels: the parser's
precision is the first, and this reads the one said right after it, joined by "or", "vs" or
"还是", so the fit check sizes it too. Pure: regular expressions over the lower-cased text.
"""

from __future__ import annotations

import re

from assistant.question import lexicon as lx
from assistant.question.gguf_words import GGUF_RE, GGUF_SHORT, GGUF_SHORT_RE, GGUF_TYPES

_JOIN_RE = re.compile(r"\s*(?:,\s*)?(?:or|vs\.?|versus|/|还是|或者?|或是)\s*(?:at\s+|maybe\s+)?$")
"""What joins two precisions weighed: "q6 or q8", "q4 vs q8", "int8/int4", "q4 还是 q8"."""


def named_precisions(lower: str) -> list[tuple[int, int, str]]:
    """Every precision named, with where: GGUF types, bare levels ("q8") and plain names."""
    found: list[tuple[int, int, str]] = []
    for m in GGUF_RE.finditer(lower):
        name = GGUF_TYPES.get(f"q{m['bits']}_{m['kind']}")
        if name is not None:
            found.append((m.start(), m.end(), name))
    for m in GGUF_SHORT_RE.finditer(lower):
        found.append((m.start(), m.end(), GGUF_SHORT[m["bits"]]))
    for name, pattern in lx.PRECISION_RES:
        found.extend((m.start(), m.end(), name) for m in pattern.finditer(lower))
    return sorted(found)


def precision_also(lower: str, first: str | None) -> str | None:
    """The precision weighed right after ``first`` ("q6 or q8": Q8_0), else None."""
    if first is None:
        return None
    named = named_precisions(lower)
    for (_, end, name), (start, _, other) in zip(named, named[1:], strict=False):
        if name == first and other != first and _JOIN_RE.match(lower[end:start]):
            return other
    return None


__all__ = ["named_precisions", "precision_also"]
