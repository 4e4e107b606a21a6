"""Hours of use a year said when owning is weighed ("2000 hours a year", "一年做毕设要跑 400 小时").

The use, not the horizon: spread over the months as the owned cards' busy hours. Pure over the
scan's words.
"""

from __future__ import annotations

import re

from assistant.messages import owning as owning_say
from assistant.question import lexicon as lx
from assistant.question.numbers import number
from assistant.question.owning_slots import OWNING_RE, state_hours
from assistant.question.text import Scan

_YEARLY_RE = re.compile(
    r"(?<![\w.])(?P<n>\d{1,4}(?:,\d{3})?(?:\.\d+)?)\s*(?P<k>k)?\s*(?:gpu[\s-]?)?(?:hours?|hrs?|h)\b"
    r"\s*(?:of\s+(?:use|usage|training|compute|work|runtime)\s*)?(?:a|an|per|each|every|/)\s*"
    r"(?:year|yr)\b"
    r"|(?P<per>一年|每年|全年|一整年)(?:(?!一天|每天|一周|每周|每个?月|一个月)[^0-9。，,？?！!（()）]){0,20}?(?P<zn>\d{1,4}(?:,\d{3})?(?:\.\d+)?)"
    r"\s*(?:个)?(?:多)?(?:小时|钟头|卡时|h)"
)
"""Hours of use a year ("2000 hours a year", "一年大概要跑 2000 小时") when owning is weighed: the
use, not the horizon."""


def read_yearly_hours(scan: Scan) -> bool:
    """Hours a year as the busy hours a month; True when read (the span is blanked)."""
    m = _YEARLY_RE.search(scan.work)
    if m is None or OWNING_RE.search(scan.lower) is None:
        return False  # renting alone: "2000 hours a year" is the hours billed
    value = number((m["n"] or m["zn"]).replace(",", ""))
    value = value * 1000 if value is not None and m["k"] else value
    if value is None or not 0 < value <= lx.HOURS_PER["year"]:
        return False
    if m["zn"]:  # "一年做毕设要跑 lora 大概 400 小时": the words between are kept ("lora")
        scan.blank(m.start("per"), m.end("per"))
        state_hours(scan, (m.start("zn"), m.end()), value, "year", owning_say.PER_YEAR())
    else:
        state_hours(scan, m.span(), value, "year", owning_say.PER_YEAR())
    return True


__all__ = ["read_yearly_hours"]
