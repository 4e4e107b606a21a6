"""A job's length asked by offering guesses ("an hour? a day?", "一天还是一周"): a duration asked.

Two spans of time set side by side as questions or alternatives ask how long the job takes, the
way "how long" does; neither is a rental's hours nor a rate's unit. Pure: regular expressions
over the folded text.
"""

from __future__ import annotations

import re

_SPAN = (
    # a number starts where digits start (and is short): a run of 5,000 digits costs no
    # quadratic backtracking
    r"(?:(?:an?|one|a few|few|several|(?<![\d.])\d{1,4}(?:\.\d+)?|half an?)\s*)?"
    r"(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|overnight)"
)
_ZH_DIGIT = r"[一两二三四五六七八九十几半\d]"
_ZH_COUNT = rf"(?:(?<!{_ZH_DIGIT}){_ZH_DIGIT}{{1,4}}\s*(?:个)?\s*)?"
_ZH_SPAN = _ZH_COUNT + r"(?:分钟|小时|钟头|天|星期|周|礼拜|个?月|晚上)"
_GUESSED_RE = re.compile(
    # "an hour? a day?", "minutes? hours?": two spans, each asked
    rf"(?<![a-z]){_SPAN}\s*\?\s*(?:or\s+)?{_SPAN}\s*\?"
    # "minutes or hours?", "a day or a week?": the alternatives, asked
    rf"|(?<![a-z]){_SPAN}\s+or\s+{_SPAN}\s*\?"
    rf"|{_ZH_SPAN}\s*(?:还是|或者|或|？|\?)\s*{_ZH_SPAN}\s*(?:[？?]|吗|呢|啊)"
)
"""Two spans of time offered as guesses at a job's length."""


def span_guessed(folded: str) -> bool:
    """Whether the question guesses at a job's length with spans set side by side."""
    return _GUESSED_RE.search(folded) is not None


__all__ = ["span_guessed"]
