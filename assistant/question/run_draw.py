"""The draw a card is said to run at while working: "running llama.cpp at 450W", "功耗 430w 跑着".

Not a limit set or read ("power limit 450W", "-pl 300"), a supply ("850W PSU") or nvidia-smi's
Usage/Cap column (``health_readings``): the watts the card pulls under the job, kept beside a
heat or throttle reading so the answer can say how much of its limit it burns and what a cap
saves. Patterns run on NFKC-folded, lower-cased text. Pure.
"""

from __future__ import annotations

import re

from assistant.question.text import fold

_DRAW_RE = re.compile(
    r"(?<![a-z])(?:at|drawing|draws?|pulls?|pulling|using|uses|burning|burns|eating|consuming"
    r"|功耗(?:是|在|有|到了?)?|跑到|吃到|满载)\s*(?:about|around|~|约|大概)?\s*"
    r"(?P<w>\d{2,4})\s*(?:w|watts?|瓦)(?![a-z])(?!\s*/)"
)
_NOT_DRAW_RE = re.compile(
    r"(?:limit|cap|tdp|psu|power supply|电源|上限|限制|功耗墙|-pl|set|设)"
    r"\W{0,4}(?:\w+\W{0,3}){0,2}$"
)
"""A limit or a supply named right before the figure: not the draw while running."""


def run_draw_w(text: str) -> float | None:
    """The watts a card is said to draw while working, or None."""
    folded = fold(text)
    for m in _DRAW_RE.finditer(folded):
        if _NOT_DRAW_RE.search(folded[max(0, m.start("w") - 30) : m.start("w")]) is None:
            return float(m["w"])
    return None


__all__ = ["run_draw_w"]
