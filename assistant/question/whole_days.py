"""Spans said in words with no number: a whole day, a weekend; pure.

"挂一整天", "for a day": 24 hours of rental; "a cheap 48gb box for a weekend", "租一个周末":
a weekend's 48 hours; "整月下来账单多少", "for a whole month": a month's 730 hours. Read only when
no numbered span is said beside them.
"""

from __future__ import annotations

import re

from assistant.question.horizon import MONTH_HOURS

_WHOLE_DAY_RE = re.compile(r"一整天|(?<![a-z])(?:a (?:full|whole) day|for a day)(?![a-z])")
"""One whole day said in words: 24 hours of rental ("整天开着", "all day" say how it is used)."""
_WEEKEND_RE = re.compile(
    r"(?<![a-z])for (?:a|the|one|this|next) (?:long )?weekend(?![a-z])"
    r"|租(?:一个|个|上一个|这个|整个)周末|周末(?:两天)?(?:租|用)(?:一下|两天)?"
)
"""A weekend rented ("for the weekend", "租一个周末"): 48 hours; "on weekends" is a habit."""
WEEKEND_HOURS = 48.0
_WHOLE_MONTH_RE = re.compile(
    r"(?:一)?整(?:个)?月|(?<![a-z])(?:a|one) (?:full|whole|entire) month(?![a-z])"
    r"|(?<![a-z])for a month(?![a-z])"
)
"""A month said in words ("整月下来", "a full month"): 730 hours, when money is asked."""
_MONEY_ASKED_RE = re.compile(
    r"(?<![a-z])(?:hourly|per hour|an hour|/h(?:r|our)?|price[sd]?|pricing|costs?|how much|cheap\w*"
    r"|rates?|bill)(?![a-z])|[$¥￥]|多少钱|价格|价钱|费用|收费|怎么收|便宜|一小时|每小时|几块|账单"
)
"""Money asked beside it: a weekend is then the rental span priced, not when a card was had
("rented an a100 for the weekend, list me models" asks the models)."""


def whole_days(work: str) -> list[tuple[int, int, float]]:
    """(start, end, hours) of each span said in words: a day; a weekend or month (money asked)."""
    days = [(m.start(), m.end(), 24.0) for m in _WHOLE_DAY_RE.finditer(work)]
    if _MONEY_ASKED_RE.search(work) is None:
        return days
    weekends = [(m.start(), m.end(), WEEKEND_HOURS) for m in _WEEKEND_RE.finditer(work)]
    months = [(m.start(), m.end(), MONTH_HOURS) for m in _WHOLE_MONTH_RE.finditer(work)]
    return days + weekends + months


__all__ = ["WEEKEND_HOURS", "whole_days"]
