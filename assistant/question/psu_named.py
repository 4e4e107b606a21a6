"""A PSU named by its model line, or a wattage said to run the parts; pure.

"corsair rm1000x", "hx1500i", "seasonic focus gx-850", "a prime tx-1600": a PSU's model name
carries its wattage, so naming it states the PSU owned or meant to be bought as surely as
"a 1000w psu" does. "will a seasonic 1000w run a 5090", "can my 850w gold psu handle two 3090s":
a wattage with its maker, grade or the word PSU, said to run or handle the parts, is that PSU.
``named_psu_watts`` reads the lowered text.
"""

from __future__ import annotations

import re

from assistant.question.board_ceiling import WATTS
from assistant.question.power_limit_words import watts_of
from assistant.question.psu_grades import PSU_GRADES

_MODEL_RE = re.compile(
    r"(?<![a-z0-9])(?:rm[ex]?|hx|ax|sf|cx|(?:focus |vertex |prime )?(?:gx|px|tx))[\s-]?"
    r"(?P<w>\d{3,4})(?:[xiel]|[\s-]?(?:gold|platinum|titanium))?(?![a-z0-9])"
)
"""A PSU model line with its wattage in the name (Corsair RM/RMe/RMx/HX/AX/SF/CX, Seasonic
Focus/Prime/Vertex GX/PX/TX): "rm1000x", "hx1500i", "gx-850"."""
_SMALLEST_W, _LARGEST_W = 450, 2800
"""The wattages PSU lines are sold in; a smaller one after "hx" is a CPU ("ryzen ai 9 hx 370")."""
_RUNS_RE = re.compile(
    rf"(?P<maker>{PSU_GRADES})"
    + WATTS
    + rf"\s*(?P<said>{PSU_GRADES}(?:psu|power supply|电源)?)\s*(?:be able to |really )?"
    r"(?:run|handle|power|drive|cope with|feed|带)s?(?![a-z])"
)
"""A wattage said to run the parts ("will a seasonic 1000w run a 5090", "850w gold psu handle")."""


def named_psu_watts(text: str) -> float | None:
    """The watts of a PSU named by its model, or said to run the parts, in ``text`` (lowered)."""
    model = _MODEL_RE.search(text)
    if model is not None and _SMALLEST_W <= int(model["w"]) <= _LARGEST_W:
        return float(model["w"])
    runs = _RUNS_RE.search(text)
    if runs is not None and (runs["maker"] + runs["said"]).strip():  # a maker, grade or "psu"
        return watts_of(runs)
    return None


__all__ = ["named_psu_watts"]
