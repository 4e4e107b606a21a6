"""Weights below the narrowest type the calculators model ("1.58bit", "IQ1_S", ternary).

"m2 ultra 跑 deepseek r1 1.58bit": Unsloth's dynamic 1.58-bit GGUF and other sub-2-bit builds
are no precision the sizing knows, so the reading becomes a ``low_bits`` problem said before
the figures, which are then for another precision. Pure: one regular expression.
"""

from __future__ import annotations

import re

from assistant.messages import fitting as say
from assistant.models import Problem
from assistant.question.text import Scan

_LOW_BITS_RE = re.compile(
    r"(?<![\d.])(?P<bits>1(?:\.\d{1,2})?)\s*-?\s*(?:bits?|bpw|比特)(?![a-z])"
    r"|(?<![a-z0-9])(?P<gguf>iq1_(?:s|m)|iq2_(?:xxs|xs|s|m))(?![a-z0-9])"
    r"|(?<![a-z])(?P<word>ternary|bitnet)(?![a-z])|三值"
)
"""Sub-2-bit weights: "1.58bit", "1.58-bit", "1-bit", "IQ1_S", "IQ2_XXS", ternary/BitNet."""


def read_low_bits(scan: Scan) -> None:
    """Name weights narrower than any modelled type as a problem (said first)."""
    m = _LOW_BITS_RE.search(scan.lower)
    if m is None:
        return
    surface = f"{m['bits']}-bit" if m["bits"] else (m["gguf"] or "").upper() or m.group()
    note = say.LOW_BITS_UNMODELLED(surface=surface)
    scan.problems.append(
        Problem(kind="low_bits", en=note.render("en"), zh=note.render("zh"), surface=surface)
    )


__all__ = ["read_low_bits"]
