"""A job's length asked by offering guesses ("an hour? a day?", "一天还是一周"): a duration asked.

Also asked as an estimate: "what's the wall clock for 15k samples", "估个时间".

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


ESTIMATE_ASK = (
    r"\bwhat(?:'?s| is| would be| will be) the (?:rough |likely |expected )?wall[\s-]?clock\b"
    r"|\bwall[\s-]?clock (?:time )?(?:for|of|to|on)\b"
    r"|\b(?:time|duration|wall[\s-]?clock(?: time)?|run[\s-]?time) (?:estimate|guess)\b"
    r"|\bestimate (?:the )?(?:time|duration)\b|\bwall[\s-]?clock(?: time)?\s*[?？]"
    r"|(?:耗时|时长|用时|工期)\s*(?:估计|预估|估算|大概)"
    r"|(?:估|预估|估算|估计)(?:个|一下|算一下|下)?(?:总|完成|结束|跑完|训完|训练)?的?"
    r"(?:时间|时长|工期|天数|周数|小时数)"  # "估个天数": the job's length, counted in days
    # a rough figure asked of the time: "rough time?", "ballpark runtime", "大概时间"
    r"|\b(?:rough|approx\w*|ballpark|estimated|expected)\s+(?:time|duration|run[\s-]?time|eta)\b"
    # "ETA check: …", "eta for 3 epochs": the job's estimated time asked, first or before its job
    r"|\beta\s*[?？]|^\W*eta\b|\beta\s*(?:check|estimate|please|pls|for|on)\b|(?:大概|大致|大约)(?:的|要)?(?:时间|时长|工期)"
)
"""A job's length asked as an estimate: "what's the wall clock for 3 epochs", "估个时间" (also
a speed-intent cue in ``intent_cues``)."""
_ESTIMATE_RE = re.compile(ESTIMATE_ASK)


def span_guessed(folded: str) -> bool:
    """Whether the question guesses at a job's length with spans set side by side."""
    return _GUESSED_RE.search(folded) is not None


def length_asked(folded: str) -> bool:
    """A job's length asked by guesses or as an estimate (beside ``markers``' own words)."""
    return span_guessed(folded) or _ESTIMATE_RE.search(folded) is not None


__all__ = ["ESTIMATE_ASK", "length_asked", "span_guessed"]
