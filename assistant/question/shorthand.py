"""Shorthand spelled out before reading: "mem bw" is "memory bandwidth".

Readers match the full words ("bandwidth", "memory"); a user typing fast writes "mem bw?",
"vram bw", "bw of an a6000". The words are spelled out once, before positions are taken, so
every reader (spec lookups, comparisons, checks) sees the same words whichever way they were
typed. Only whole words are spelled out: "bw1000" (a card's name) and "member" stay as they are.
"""

from __future__ import annotations

import re

_SHORTHAND: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<![a-z0-9/])bw(?![a-z0-9/])", re.IGNORECASE), "bandwidth"),
    (re.compile(r"(?<![a-z0-9])mem(?![a-z0-9])(?!\s*[:=]\s*\d)", re.IGNORECASE), "memory"),
)
"""Whole-word shorthand and its spelling; "mem: 24" stays, a field in a pasted config."""


def spelled_out(text: str) -> str:
    """``text`` with whole-word shorthand spelled out ("mem bw?" is "memory bandwidth?")."""
    for pattern, word in _SHORTHAND:
        text = pattern.sub(word, text)
    return text


__all__ = ["spelled_out"]
