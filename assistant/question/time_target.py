"""A time per item the user has on a card, and the time they want: a card that fast is asked.

"wan 2.1 720p clips take me ~35 min each on a 3090, what card gets that under 10?", "sdxl 一张要
40 秒，想压到 10 秒以内，换什么卡": the first time is what the card they named does now, the second
the time wanted (its unit, when unsaid, the first's). Read only with a pick asked; the pick then
keeps the cards that many times faster than the named one (``calc.media_bar``).
"""

from __future__ import annotations

import re

from assistant.models import Query

_UNIT = (
    r"(?P<{g}>min(?:ute)?s?|mins?|m(?![a-z])|sec(?:ond)?s?|s(?![a-z])|h(?:ou)?rs?|h(?![a-z])"
    r"|分钟|分|秒钟?|小时)"
)
_SECONDS = {"m": 60.0, "分": 60.0, "s": 1.0, "秒": 1.0, "h": 3600.0, "小": 3600.0}
_TIMED_RE = re.compile(
    r"(?:~|about|around|roughly|like|约|大概|差不多)?\s*(?P<n>\d+(?:\.\d+)?)\s*"
    + _UNIT.format(g="u")
    + r"\s*(?:each|apiece|per\s+(?:clip|video|image|item|gen\w*|render)|an?\s+(?:clip|video|image)"
    r"|一个|一条|一段|一张|每个|每条|每段|每张)"
    r"|(?:一个|一条|一段|一张|每个|每条|每段|每张)(?:视频|图|片段)?\s*(?:要|得|需要|跑)?\s*"
    r"(?:~|约|大概|差不多)?\s*(?P<m>\d+(?:\.\d+)?)\s*" + _UNIT.format(g="v")
)
"""A time per item: "35 min each", "~40 s per image", "一条要 35 分钟"."""
_TARGET_RE = re.compile(
    r"(?<![a-z])(?:under|below|less than|within|down to|to|<|≤)\s*(?P<n>\d+(?:\.\d+)?)\s*"
    + _UNIT.format(g="u")
    + r"?(?![\d.])"
    r"|(?:压到|降到|缩到|控制在|缩短到|到)?\s*(?P<m>\d+(?:\.\d+)?)\s*"
    + _UNIT.format(g="v")
    + r"?\s*(?:以内|以下|之内|内)"
)
"""The time wanted: "under 10", "down to 5 min", "10 分钟以内"."""


def _seconds(value: str, unit: str | None) -> float:
    return float(value) * _SECONDS[unit[0]] if unit else float(value)


def time_target(text: str, query: Query) -> dict[str, object]:
    """``item_seconds_said`` and ``item_seconds_target`` when a faster card is asked, else {}.

    The card named is then the bar the pick beats, not one of its options.
    """
    if not (query.workload_id and query.asks_gpu_pick and query.gpus):
        return {}
    low = text.lower()
    timed = _TIMED_RE.search(low)
    if timed is None:
        return {}
    value, unit = (timed["n"], timed["u"]) if timed["n"] else (timed["m"], timed["v"])
    said = _seconds(value, unit)
    wanted = _TARGET_RE.search(low, timed.end())
    if wanted is None:
        return {}
    n, u = (wanted["n"], wanted["u"]) if wanted["n"] else (wanted["m"], wanted["v"])
    target = _seconds(n, u or unit)
    if target >= said:
        return {}
    return {"item_seconds_said": said, "item_seconds_target": target, "named_candidates": None}


__all__ = ["time_target"]
