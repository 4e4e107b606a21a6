"""Which of several durations is the horizon of a rent-or-buy question; pure.

"we've been renting 8x H100 for about 5 months now … we'd amortize over 3 years": the months
already rented are elapsed time, the years the hardware is written off over are the horizon.
When a question says more than one duration, one said as elapsed gives way to the others, and
one said as a write-off period ("amortize over", "折旧三年") is taken first.

A span restated in hours ("a month, billed as 720 hours", "两周（336 小时）") is the hours: a
calendar span and an hour count within a tenth of each other are one span, counted exactly.

A use stated per day or week with a month (or no unit) asked is priced as a month of that use
(``busy_hours``): the hours it adds up to, not 730 hours around the clock.
"""

from __future__ import annotations

import re

from assistant.models import Query

_ELAPSED_BEFORE_RE = re.compile(
    r"(?:(?:have|has|'ve|'s) been|been)\b[^.?!;,]{0,60}?\bfor\s+(?:about|around|roughly|~)?\s*$"
    r"|(?:already|so far)[^.?!;,]{0,30}?$|(?:已经|已)[^，。？?！!]{0,12}?$"
)
"""The words before an elapsed duration ("we've been renting … for about", "已经租了")."""
_ELAPSED_AFTER_RE = re.compile(r"^\s*(?:now|so far|already|ago)\b|^\s*(?:了|以来|多了)")
"""The words after one ("5 months now", "租了半年了")."""
_WRITE_OFF_BEFORE_RE = re.compile(
    r"(?:amorti[sz]\w*|depreciat\w*|write\s+(?:it\s+)?off|written off|payback)"
    r"[^.?!;,]{0,12}?(?:over|across|in)?\s*(?:about|around|~)?\s*$"
    r"|(?:折旧|摊销|分摊|回本)[^，。？?！!]{0,4}?$"
)
_WRITE_OFF_AFTER_RE = re.compile(r"^\s*(?:折旧|摊销|分摊)")


def elapsed(work: str, start: int, end: int) -> bool:
    """Whether the duration at ``work[start:end]`` is time already spent, not time ahead."""
    before = work[max(0, start - 80) : start]
    return bool(_ELAPSED_BEFORE_RE.search(before) or _ELAPSED_AFTER_RE.search(work[end:]))


def written_off(work: str, start: int, end: int) -> bool:
    """Whether the duration is the period hardware is written off over ("amortize over 3y")."""
    before = work[max(0, start - 30) : start]
    return bool(_WRITE_OFF_BEFORE_RE.search(before) or _WRITE_OFF_AFTER_RE.search(work[end:]))


_IN_HOURS_RE = re.compile(r"(?<![a-z])(?:hours?|hrs?|h)\s*$|(?:小时|钟头)\s*$")
RESTATED_SHARE = 0.1
"""How close (as a share of the larger) an hour count is to a calendar span it restates."""


def restated_in_hours(
    work: str, found: list[tuple[int, int, float]]
) -> list[tuple[int, int, float]]:
    """``found`` less the calendar spans an hour count beside them restates exactly.

    "一个月，按 720 小时算": the month (730 h) and the 720 hours are one span, the hours said.
    """
    hours = [f for f in found if _IN_HOURS_RE.search(work[f[0] : f[1]])]
    if not hours or len(hours) == len(found):
        return found

    def restated(f: tuple[int, int, float]) -> bool:
        return f not in hours and any(
            abs(h[2] - f[2]) <= RESTATED_SHARE * max(h[2], f[2]) for h in hours
        )

    return [f for f in found if not restated(f)]


MONTH_HOURS = 730.0
"""A month of rental, as cloud bills count it (8760 h / 12)."""


def restates_month(hours: float) -> bool:
    """Whether an hour count is a month said in hours ("按 720 小时算", "call it 700 hours")."""
    return abs(hours - MONTH_HOURS) <= RESTATED_SHARE * MONTH_HOURS


def busy_hours(query: Query) -> float | None:
    """The hours of use to price when a use per day or week is stated over a span (or none).

    "up 10 hours a day, per month?" is 304 h, "每天跑 8 小时，租两周" 112 h: the stated share of
    the span (a month when none is named). None when the hour is asked, when work is named
    (GPU-hours, a token volume, a span in hours that is no whole number of days: "those 150
    hours") or when the use is the whole month ("24/7").
    """
    used = query.usage_hours_per_month
    # an hourly unit beside a rate said is that rate's ("A40 is 44c/hr? 10 hrs a day, total?")
    hourly = query.unit == "per_hour" and query.rent_rate_stated is None
    if used is None or hourly or restates_month(used):
        return None
    span = query.duration_hours or MONTH_HOURS
    calendar = span % 24 == 0 or span % MONTH_HOURS == 0  # days, weeks, months, years
    if query.job_gpu_hours or query.tokens or not calendar:
        return None  # "those 150 hours": hours of work, not a calendar span the use fills
    hours = span * used / MONTH_HOURS
    whole = round(hours)  # 3 months at 8 h a day is 730 h, not the 729.9 of a rounded share
    return float(whole) if abs(hours - whole) < 0.15 else round(hours, 1)


def month_of_use(query: Query) -> bool:
    """Whether the price asked is a month of a stated use ("10 h a day, how much a month")."""
    span = query.duration_hours
    return busy_hours(query) is not None and (span is None or restates_month(span))


def horizon(work: str, found: list[tuple[int, int, float]]) -> tuple[int, int, float]:
    """The duration to read among ``found`` (start, end, hours).

    A write-off period first, else the first one not said as elapsed, else the first.
    """
    ahead = [f for f in found if not elapsed(work, f[0], f[1])] or found
    return min([f for f in ahead if written_off(work, f[0], f[1])] or ahead)


__all__ = [
    "MONTH_HOURS",
    "busy_hours",
    "month_of_use",
    "elapsed",
    "horizon",
    "restated_in_hours",
    "restates_month",
    "written_off",
]
