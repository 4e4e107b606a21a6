"""A media job's outputs said per day ("need ~3k a day", "每天 500 条"): a daily volume; pure.

Images or clips counted a day are the work the cards must finish each day (``Query.job_per``
"day", the count as ``samples``), not a day's rental: "how many 4090s to finish 500 clips a
day" asks the cards that make them (``audio_load.daily_images_per_minute``), and "how many
seconds each? need ~3k a day" asks the speed, weighed against that volume.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.question.numbers import cn_value

_OUTPUTS = (
    r"(?:images?|imgs?|pics?|pictures?|photos?|thumbnails?|renders?|clips?|videos?|shorts"
    r"|generations?|outputs?)"
)
_DAILY_RE = re.compile(
    r"(?<![\d.,a-z])(?P<n>\d{1,3}(?:,\d{3})+|\d{1,7}(?:\.\d+)?)\s*(?P<k>k|m)?\s*"
    rf"(?:{_OUTPUTS}\s+)?(?:(?:a|per|each|every|/)\s*day|daily)(?![a-z])"
    r"|(?:每天|每日|一天)\s*(?:要|需要|得|大概|约|差不多|至少)?\s*"
    r"(?:出|生成|产出|做|跑|渲染|产)?\s*(?P<zn>\d{1,7}(?:\.\d+)?)\s*(?P<zk>千|万|w|k)?\s*"
    r"(?:个|条|张|段|支|幅)"
)
"""A count of outputs a day, with no other unit: "3k a day", "500 clips per day", "每天500条"."""
_SCALE = {"k": 1e3, "m": 1e6, "千": 1e3, "万": 1e4, "w": 1e4}


def daily_outputs(text: str) -> int | None:
    """The outputs said a day, or None."""
    m = _DAILY_RE.search(text)
    if m is None:
        return None
    said, scale = (m["n"], m["k"]) if m["n"] else (m["zn"], m["zk"])
    value = (cn_value(said.replace(",", "")) or 0.0) * _SCALE.get(scale or "", 1.0)
    return int(value) if 1 <= value <= 1e9 else None


def read_daily_outputs(text: str, family: str, slots: dict[str, Any]) -> None:
    """An image or video job's outputs a day as its volume recurring each day."""
    if family not in ("image", "video") or slots.get("job_per") is not None:
        return
    count = daily_outputs(text)
    # "sdxl 1024 product shots … 2k a day": the 1024 read as images is the picture's side
    sides = (None, count, slots.get("media_width"), slots.get("media_height"))
    if count is None or slots.get("samples") not in sides:
        return
    slots["samples"], slots["job_per"] = count, "day"
    if slots.get("context_tokens") in (count, count // 1000 * 1024):
        slots["context_tokens"] = None  # "~3k a day": outputs, no context length


def daily_volume(slots: dict[str, Any]) -> bool:
    """Whether the job's hours are a day's volume, not a span rented ("3k a day")."""
    return slots.get("job_per") == "day" and slots.get("duration_hours") in (None, 24.0)


__all__ = ["daily_outputs", "daily_volume", "read_daily_outputs"]
