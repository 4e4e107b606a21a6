"""Sampling steps said after the word: "steps cut to 20", "步数降到 20", "步数设为 25". Pure."""

from __future__ import annotations

import re

STEPS_AFTER_RE = re.compile(
    r"(?:(?<![a-z])(?:sampling\s+|denoising\s+)?steps?|步数|采样步数?)\s*"
    r"(?:(?:cut|reduced|dropped|lowered|brought|set|changed|down|up|raised|increased)\s*)?"
    r"(?:(?:down|back)\s*)?(?:to|at|of|=|:|：|降到|降为|减到|减少到|改成|改为|改到|设为|设成|设到"
    r"|调到|调成|调为|为|是|用|到|升到|提到|加到)\s*(\d{1,4})(?![\d.]|\s*(?:k|x|×|张|%|秒|s\b))"
)
"""The step count written after "steps" or "步数", with a verb or sign between."""


def steps_after(text: str) -> int | None:
    """The steps a message states after the word ("steps down to 20"), or None."""
    m = STEPS_AFTER_RE.search(text)
    if m is None:
        return None
    n = int(m[1])
    return n if 1 <= n <= 10_000 else None


__all__ = ["steps_after"]
