"""A deadline said beside a training job: whether the job finishes in time is asked.

"can I pre-train it on one 3090 over a weekend", "通宵能跑完吗", "need it done by Friday",
"deadline in 3 days, doable?", "两天内能训完吗": the job's time is measured against the span the
user has. Words give the span (``deadline_hours``: overnight 12 h, a day, a weekend 48 h); a
weekday gives ``deadline_weekday`` (0 Monday), turned into hours from today by the plan; a
duration read as ``duration_hours`` is the deadline when one of these cues stands beside it.
A weekday or a bare span is read only for a job with a data volume (samples or tokens), where
it is not a rental; the words for any job (``answer.compose_workload`` weighs media jobs).
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

BY_MORNING = (
    r"睡(?:觉)?前|起床前|早上\s*\d{1,2}\s*点(?:钟)?(?:之?前|以前)"
    r"|(?<![a-z])(?:before|by)\s+(?:\d{1,2}(?::00)?\s*(?:am|a\.m\.)|i wake up|breakfast)(?![a-z])"
    r"|(?<![a-z])while i(?:'m| am)? sleep(?:s|ing)?(?![a-z])"
)
"""A job set going at bedtime and wanted by the morning ("睡前挂上，早上 8 点前", "by 7am"):
overnight."""

_WORD_SPANS: tuple[tuple[re.Pattern[str], float], ...] = (
    (
        re.compile(
            r"(?<![a-z])(?:overnight|over\s*night|tonight|by (?:the )?morning|before morning)"
            r"(?![a-z])|通宵|一晚上?|一夜|一个晚上|今晚|明早|明天早上|天亮前|睡一觉|" + BY_MORNING
        ),
        12.0,
    ),
    (
        re.compile(
            r"(?<![a-z])(?:in|over|during|within|by the end of)\s+(?:a|one|the|this|one single)"
            r"\s+weekend(?![a-z])|一个周末|这个周末|周末(?:两天)?(?:之?内|能|可以|跑得?完|训得?完)"
        ),
        48.0,
    ),
    (
        re.compile(
            r"(?<![a-z])(?:by|before|until)\s+tomorrow(?![a-z])|明天(?:之前|前|以前)|一天(?:之?内|以内)"
        ),
        24.0,
    ),
)
"""Deadlines said in words, with the hours they leave."""

_WEEKDAYS_EN = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY_RE = re.compile(
    r"(?<![a-z])(?:by|before|until|till|due|on)\s+(?:this\s+|next\s+)?(?P<en>mon|tue|wed|thu|fri|sat|sun)"
    r"[a-z]*(?![a-z])"
    r"|(?:周|星期|礼拜)(?P<zh>[一二三四五六日天])\s*(?:之前|以前|前|交|要|截止|deadline|ddl)"
)
_ZH_WEEKDAY = "一二三四五六"

_CUE_RE = re.compile(
    r"(?<![a-z])(?:within|deadline|due|before|in time|by then|doable|feasible|finish\w*|done|"
    r"make it|only have|got only)(?![a-z])"
    r"|之?内|以内|之前|能跑完|跑得完|跑不完|训得?完|来得及|赶得上|ddl|截止|交付"
    # the span weighed as enough: "一张卡挂 10 个小时够不够", "is 10 hours enough"
    r"|够不够|够吗|够用吗|(?<![a-z])(?:is|be|are)\s+(?:that\s+|it\s+|\w+\s+hours?\s+)?enough(?![a-z])"
)
"""Words that make a span said beside a job a deadline ("within 2 days", "3天内能训完吗")."""


def read_deadline(scan: Scan) -> None:
    """``deadline_hours`` or ``deadline_weekday`` when said; a span said only beside a dataset.

    Words ("overnight", "通宵") are read for any job (a batch of images or audio too); a weekday
    or a bare span only for a training job with its data volume.
    """
    text = scan.lower
    volume = ("samples", "tokens", "batch_requests")  # a data set, or prompts to run through
    trained = any(scan.slots.get(k) is not None for k in volume)
    for pattern, hours in _WORD_SPANS:
        if pattern.search(text):
            # "overnight, ~10 hours": the hours said beside the words are the span
            said = scan.slots.get("duration_hours") if trained else None
            scan.set("deadline_hours", float(said or hours))
            return
    if not trained:
        return
    day = _WEEKDAY_RE.search(text)
    if day is not None:
        en, zh = day["en"], day["zh"]
        if en:
            weekday = next(i for i, w in enumerate(_WEEKDAYS_EN) if w.startswith(en))
        else:
            weekday = _ZH_WEEKDAY.index(zh) if zh in _ZH_WEEKDAY else 6
        scan.set("deadline_weekday", weekday)
        return
    span = scan.slots.get("duration_hours")
    if span and _CUE_RE.search(text) and not scan.slots.get("asks_gpu_count"):
        scan.set("deadline_hours", float(span))


def hours_until(weekday: int, today_weekday: int) -> float:
    """Hours from today to the end of the next ``weekday`` (a week when it is today)."""
    days = (weekday - today_weekday) % 7 or 7
    return days * 24.0


__all__ = ["BY_MORNING", "hours_until", "read_deadline"]
