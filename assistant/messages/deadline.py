"""What a job-duration answer says against a deadline the user stated, en + zh.

Same conventions as ``llmcalc``: both languages state the same values.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

IN_TIME = T(
    "deadline.in_time",
    "**Yes, it finishes in time:** about {span} against the {deadline} you have.",
    "**能按时跑完：**约需 {span}，你有 {deadline}。",
)
TIGHT = T(
    "deadline.tight",
    "**Only just:** about {span} against the {deadline} you have; the slow end of the range"
    " ({slow}) runs past it.",
    "**勉强：**约需 {span}，你有 {deadline}；按区间的慢端（{slow}）会超时。",
)
LATE = T(
    "deadline.late",
    "**No, not in time:** about {span}, longer than the {deadline} you have.",
    "**跑不完：**约需 {span}，超过你有的 {deadline}。",
)
