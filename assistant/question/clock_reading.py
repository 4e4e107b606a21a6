"""The core clock read off a card under load, its maximum and the heat beside it.

"`nvidia-smi -q -d CLOCK` shows SM clock stuck at 1095 MHz under load, max is 1755. thermals
are 62C" and "核心频率只有 1095MHz，最大 1755，温度 62 度": the figures a clock check judges
(``answer.clock_held``). Pure.
"""

from __future__ import annotations

import re

from assistant.models.clock_reading import ClockReading
from assistant.question.text import fold

_FIGURE = r"(\d{3,4}(?:\.\d+)?|\d\.\d{1,3})\s*(mhz|ghz)?"
_MAX_WORDS = r"(?:max(?:imum)?|boost|rated|spec(?:'?d)?|最大|最高|满血|额定)"
_NOW_RE = re.compile(r"(?<![\d.])(\d{3,4}(?:\.\d+)?|\d\.\d{1,3})\s*(mhz|ghz)(?![a-z])")
"""A clock figure written with its unit ("1095 MHz", "1.1ghz")."""
_MAX_BEFORE_RE = re.compile(_MAX_WORDS + r"[^\d.,;。，；]{0,16}?$")
"""A maximum word right before a figure ("max is 1755"): that figure is the ceiling."""
_MAX_RE = re.compile(
    _MAX_WORDS
    + r"(?:\s*(?:sm|graphics)?\s*clocks?)?[^\d,;。，；]{0,12}?(?<![\d.])"
    + _FIGURE
    # "1095 of 1755 MHz", "1095 / 1755 MHz": the second figure is the ceiling
    + r"|(?<=mhz)\s*(?:of|out of|/|vs\.?)\s*(?:a |the )?"
    + _FIGURE
)
_TEMP_RE = re.compile(r"(?<![\d.])(\d{2,3})\s*(?:°\s*c|℃|c(?![a-z])|度)")
"""A temperature read ("62C", "62 °C", "62 度")."""
_CLOCK_WORDS_RE = re.compile(r"clock|频率|主频|(?<![a-z])sm(?![a-z])")
_LEAST_MHZ, _MOST_MHZ = 200.0, 4000.0
"""A core clock lies between these (a memory's data rate, "21 Gbps", does not)."""


def _mhz(value: str, unit: str | None) -> float:
    number = float(value)
    return number * 1000 if unit == "ghz" or number < 10 else number


def clock_reading(text: str) -> ClockReading | None:
    """The SM clock read, the maximum said beside it and the temperature, or None.

    None unless a clock is named and a figure is read below its stated maximum (a clock at its
    maximum is no clock held down).
    """
    folded = fold(text)
    if _CLOCK_WORDS_RE.search(folded) is None:
        return None
    ceiling = _MAX_RE.search(folded)
    top = None
    if ceiling is not None:
        value, unit = (ceiling[1], ceiling[2]) if ceiling[1] else (ceiling[3], ceiling[4])
        top = _mhz(value, unit)
    now = None
    for m in _NOW_RE.finditer(folded):
        if _MAX_BEFORE_RE.search(folded[max(0, m.start() - 24) : m.start()]):
            continue  # "max is 1755 MHz": the ceiling, not the clock read
        now = _mhz(m[1], m[2])
        break
    if now is None or not _LEAST_MHZ <= now <= _MOST_MHZ:
        return None
    if top is not None and not (now < top <= _MOST_MHZ):
        top = None
    heat = next((float(t[1]) for t in _TEMP_RE.finditer(folded) if 20 <= float(t[1]) <= 120), None)
    return ClockReading(sm_mhz=now, max_mhz=top, temp_c=heat)


__all__ = ["clock_reading"]
