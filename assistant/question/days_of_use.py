"""Whole days of use a week or month ("maybe 3 days a month", "每月跑三天"); pure.

A box rented "when we need it, maybe 3 days a month" is busy those days around the clock: 72
hours a month. Sessions with hours each ("3 days a week, 8 hours a day") are read before this,
by ``owning_slots.read_sessions``; what is left here is days alone.

Hours said per period beyond the period's own length ("800h every month": a month has 730) are
no use of the box but work done each period, as hours of audio are: read as the job's hours
recurring each period (``beyond_the_period``).
"""

from __future__ import annotations

import re

from assistant.messages import table as table_say
from assistant.question import lexicon as lx
from assistant.question.owning_slots import count_said, state_hours
from assistant.question.text import Scan

_DAYS_RE = re.compile(
    r"(?<![\w.])(?P<n>\d{1,2}|a few|a couple(?: of)?|one|two|three|four|five|six|ten)\s+"
    r"(?:full\s+|whole\s+)?days?\s*(?:a|per|each|every|/)\s*(?P<u>week|wk|month)\b"
    r"|(?P<zu>每个?月|一个月|每周|一周|每星期)[^0-9。，,？?！!]{0,4}?(?:用|跑|开|租)?\s*"
    r"(?:个)?(?P<zn>\d{1,2}|[一二两三四五六七八九十几]{1,2})\s*天(?!\s*(?:内|之内|以内))"
)
"""Days of use in a week or month, with no hours each said."""


def read_days_of_use(scan: Scan) -> bool:
    """Whole days a week or month as the busy hours a month; True when read (span blanked)."""
    m = _DAYS_RE.search(scan.lower)
    if m is None:
        return False
    days = count_said(m["n"] or m["zn"] or "")  # "a few", "三", "两三": the owning reader's
    unit = lx.USAGE_UNITS.get(m["u"] or m["zu"] or "", "month")
    if days is None or not 0 < days * 24 <= lx.HOURS_PER[unit]:
        return False
    per = table_say.PER_WEEK() if unit == "week" else table_say.PER_MONTH()
    state_hours(scan, m.span(), days * 24, unit, per)
    return True


_RECURRING = ("day", "week", "month")
"""Periods a job recurs over (``Query.job_per``)."""


def beyond_the_period(scan: Scan, span: tuple[int, int], value: float, unit: str) -> bool:
    """Whether ``value`` hours a ``unit`` exceed the unit's hours; then read as a job volume."""
    if value <= lx.HOURS_PER[unit]:
        return False
    if unit in _RECURRING and scan.set("duration_hours", value):
        scan.set("job_per", unit)
        scan.blank(*span)
    return True


__all__ = ["beyond_the_period", "read_days_of_use"]
