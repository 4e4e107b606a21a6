"""How often a whole job recurs ("一年大概跑 20 次", "12 runs a year", "once a quarter").

"每月训两次", "每季度一次", "twice a year" are counted the same way.

A job repeated a number of times a period, with no hours each said, is a use to weigh owning
against renting on: with a budget and no card, buying or renting is asked, not only a card.
"""

from __future__ import annotations

import re

from assistant.question import lexicon as lx
from assistant.question.numbers import number
from assistant.question.text import Scan

_PER_YEAR = {"year": 1.0, "quarter": 4.0, "month": 12.0, "week": 52.0}
_UNITS = {"年": "year", "月": "month", "周": "week", "y": "year", "m": "month", "w": "week"}
_RUNS_RE = re.compile(
    r"(?P<zu>每年|一年|每个?月|一个月|每周|一周)[^。，,？?！!\d]{0,6}?(?:跑|训练?|练|做|微调)?\s*"
    rf"(?P<zn>{lx.MIXED})\s*(?:多)?(?:次|回|轮)"
    r"|(?<![\d.])(?P<n>\d{1,3})\s*(?:runs?|times|jobs?|fine-?tunes?|trainings?)\s+(?:a|per|each|every)\s+"
    r"(?P<u>year|quarter|month|week)\b"
    # "once a quarter", "twice-a-year finetune", "每季度一次", "一个季度才用一次"
    r"|\b(?P<w>once|twice|thrice)[\s-]+(?:a|per|each|every)[\s-]+(?P<wu>year|quarter|month|week)\b"
    r"|(?P<q>每个?季度?|一个季度)[^。，,？?！!\d]{0,6}?(?:跑|训练?|练|做|微调|用)?\s*"
    rf"(?P<qn>{lx.MIXED})\s*(?:多)?(?:次|回|轮)"
)
_WORD_RUNS = {"once": 1.0, "twice": 2.0, "thrice": 3.0}


def read_job_runs(scan: Scan) -> None:
    """Set ``job_runs_per_year`` from a job said to recur a number of times a period."""
    m = _RUNS_RE.search(scan.lower)
    if m is None:
        return
    said = m["zn"] or m["n"] or m["qn"] or ""
    runs = _WORD_RUNS[m["w"]] if m["w"] else number(said)
    zh = m["zu"] or ""
    unit = next((u for k, u in _UNITS.items() if k in zh), "year") if zh else m["u"] or m["wu"]
    unit = "quarter" if m["q"] else unit
    if runs is None or not 0 < runs <= 1000 or unit not in _PER_YEAR:
        return
    scan.set("job_runs_per_year", runs * _PER_YEAR[unit])


__all__ = ["read_job_runs"]
