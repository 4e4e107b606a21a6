"""A span planned, not asked: "准备连着跑几天" (run for a few days) tells how long it will run.

In Chinese "几天" is "how many days" only when asked; after a plan ("准备", "打算", "连着跑")
it is "a few days", the length of the rental the user means to pay for. Pure.
"""

from __future__ import annotations

import re

_PLANNED_RE = re.compile(
    r"(?:准备|打算|计划|预计|想|会)\s*(?:连着|连续|一口气|先)?\s*(?:跑|训练?|租|用|挂)\s*(?:上)?"
    r"\s*(?:个)?几(?:天|周|个(?:星期|月|小时))(?![？?吗])"
    r"|(?:连着|连续|一口气)\s*(?:跑|训练?|租|用|挂)\s*(?:上)?\s*(?:个)?几(?:天|周|个(?:星期|月|小时))"
    r"(?![？?吗])"
)
"""A span of days or weeks said as the plan ("准备连着跑几天", "打算租几周")."""


_SPAN_WEIGHED_RE = re.compile(
    r"(?<![a-z])(?:an? )?(?:overnight|weekend|(?:one[\s-]|a[\s-]|single[\s-])?day|hour|week)"
    r"(?:[\s-]long)?(?:\s+(?:job|run|thing|train(?:ing)?))?\s+or\s+(?:a\s+|an\s+)?"
    r"(?:multi[\s-]?)?(?:week|month|day|overnight|weekend)s?(?:[\s-]?long)?(?![a-z])"
    r"|(?:一天|一晚上?|一个晚上|一夜|周末|两三天|一周|一个?星期)(?:就?能)?(?:跑|训)?(?:完|搞定)?"
    r"还是(?:要|得)?(?:跑|训)?(?:一周|一个?星期|一个?月|好几天|几天|半个月|好几周)"
)
"""Two spans weighed for the job ("weekend job or week-long?", "一晚上还是得一周"): its length
is asked."""


def duration_asked(folded: str, asked: re.Pattern[str]) -> bool:
    """Whether a duration is asked: ``asked`` outside a planned span, or two spans weighed."""
    planned = without_planned_span(folded)
    return asked.search(planned) is not None or _SPAN_WEIGHED_RE.search(folded) is not None


def without_planned_span(folded: str) -> str:
    """The folded question with a planned span ("准备连着跑几天") blanked: no duration asked."""
    return _PLANNED_RE.sub(" ", folded)


__all__ = ["duration_asked", "without_planned_span"]
