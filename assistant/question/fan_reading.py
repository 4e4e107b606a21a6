"""A fan read standing still on a hot or busy card ("| 0%  87C  P2  445W / 450W |", "风扇 0%").

nvidia-smi's first column is the fan's speed; at 0-5% while the core sits at 70 °C or more, or
draws most of its limit, the fan is not turning (a dead fan, an unplugged header, fan control
stuck), whatever the job. A card without a fan reads "N/A" there and is never read here.
Patterns run on NFKC-folded, lower-cased text. Pure.
"""

from __future__ import annotations

import re

from assistant.models.fan_reading import FanReading
from assistant.question.text import fold

_SMI_ROW_RE = re.compile(
    r"\|\s*(?P<fan>\d{1,3})\s*%\s+(?P<temp>\d{2,3})\s*c\s+p\d{1,2}\s+"
    r"(?P<draw>\d{1,4})\s*w\s*/\s*(?P<cap>\d{2,4})\s*w"
)
"""nvidia-smi's card row: fan %, temperature, performance state, Usage/Cap."""
_FAN_SAID_RE = re.compile(
    r"(?:fans?|风扇)(?:\s*(?:speed|转速|速度))?\s*(?:says|shows?|is|at|reads?|stays?|stuck at"
    r"|显示|是|只有|一直|停在|为|[:：])?\s*(?P<a>\d{1,3})\s*%"
    r"|(?P<b>\d{1,3})\s*%\s*(?:的)?\s*(?:fans?|风扇)"
)
"""A fan speed said in words ("fan says 0%", "风扇显示 0%", "0% fan")."""
_TEMP_RE = re.compile(r"(?<![\d.])(\d{2,3})\s*(?:°\s*c|℃|度|c\b)")
_STILL_PCT = 5.0
"""A fan at or below this share is standing still (or spinning too slowly to cool)."""
_HOT_C = 70.0
"""A core this hot, with the fan still, is the fan not doing its work."""
_BUSY_SHARE = 0.7
"""Or a draw this share of the limit: the card is working hard with no airflow."""


def fan_reading(text: str) -> FanReading | None:
    """The fan read still on a hot or busy card, with its heat and draw; None otherwise."""
    folded = fold(text)
    row = _SMI_ROW_RE.search(folded)
    said = _FAN_SAID_RE.search(folded)
    if row is None and said is None:
        return None
    fan = float(said["a"] or said["b"]) if said is not None else float(row["fan"]) if row else 0.0
    temp = float(row["temp"]) if row is not None else None
    if temp is None and (m := _TEMP_RE.search(folded)) is not None:
        temp = float(m[1])
    draw = float(row["draw"]) if row is not None else None
    cap = float(row["cap"]) if row is not None else None
    hot = temp is not None and temp >= _HOT_C
    busy = draw is not None and cap is not None and draw >= cap * _BUSY_SHARE
    if fan > _STILL_PCT or not (hot or busy):
        return None
    return FanReading(fan_pct=fan, temp_c=temp, draw_w=draw or None, cap_w=cap or None)


__all__ = ["fan_reading"]
