"""An output count asked per period ("how many images per day", "每小时能出几张图"): its window.

"How many images a day can a 4090 make" already reads "a day" as the time the count is made
in; said as a rate's unit ("per day", "/day", "每天", "sdxl一天") the period is the same window:
the user wants the images made in a day, not seconds per image. The period becomes the
job's ``duration_hours`` only when no other span was read. Pure: regular expressions.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_OUTPUT = r"(?:images?|imgs?|pics?|pictures?|photos?|renders?|videos?|clips?|generations?)"
_EN_UNITS = r"day|hour|hr|h|week|wk|month|mo"
_ZH_PERIOD = r"(?P<zu>天|日|小时|钟头|周|星期|个月|月)"
_COUNT_PERIOD_RE = re.compile(
    rf"how many\s+(?:[\w.-]+\s+){{0,3}}?{_OUTPUT}\b[^?.!\n]{{0,60}}?"
    rf"(?<![a-z])(?:per|a|an|each|every|/|in\s+(?:a|an|one))\s*(?P<u>{_EN_UNITS})(?![a-z])"
    rf"|(?<![a-z\d\s])\s*{_OUTPUT}\s*(?:/|per|an?|each|every)\s*(?P<u2>{_EN_UNITS})(?![a-z])(?=\s*\?)"
    rf"|(?:每|一)\s*(?:个)?{_ZH_PERIOD}[^。？?！!，,\n]{{0,10}}?"
    r"(?:多少|几)\s*(?:张|幅|段|条|个(?=\s*(?:视频|图|video)))(?!卡)"
)
"""A count of images or clips asked in a period ("images per day", "images/day?", "一天能出多少张");
a minute is left out: the rate is already said per minute."""
_HOURS = {
    "day": 24.0,
    "hour": 1.0,
    "hr": 1.0,
    "h": 1.0,
    "week": 168.0,
    "wk": 168.0,
    "month": 720.0,
    "mo": 720.0,
    "天": 24.0,
    "日": 24.0,
    "小时": 1.0,
    "钟头": 1.0,
    "周": 168.0,
    "星期": 168.0,
    "个月": 720.0,
    "月": 720.0,
}


def count_period_hours(work: str) -> float | None:
    """The hours of the period an output count is asked in, or None."""
    m = _COUNT_PERIOD_RE.search(work)
    if m is None:
        return None
    return _HOURS[m["u"] or m["u2"] or m["zu"]]


def read_count_period(scan: Scan) -> None:
    """Set the job's window to the period a count is asked in, when no other span was read.

    "一小时能出多少张": the hour read as a span is that same window, a count's, not hours billed.
    """
    said = scan.slots.get("duration_hours")
    hours = count_period_hours(scan.lower if said else scan.work)  # the span read is blanked
    if hours is None or said not in (None, hours):
        return
    scan.set("duration_hours", hours)
    scan.set("count_period", True)  # the window of a count asked, not hours to bill


__all__ = ["count_period_hours", "read_count_period"]
