"""What a price answer says of the job it prices for hours the user gave.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

JOB_PRICED_FOR_HOURS = T(
    "job_priced.for_hours",
    "priced for the {hours:,g} hours you gave for {job}; its run time is yours, not estimated here",
    "按你给的 {hours:,g} 小时计价（{job}）；运行时长用的是你的数字，这里没有另行估算",
)
""""微调 qwen2.5 14b 要跑两天": the model the hours run, said with the hours priced."""

MONTHS_AROUND_THE_CLOCK = T(
    "job_priced.months_around_the_clock",
    "{hours:,g} h is {months:g} month(s) around the clock: 24 h a day x 30.4 days a month",
    "{hours:,g} 小时即 {months:g} 个月不关机：每天 24 小时 × 每月 30.4 天",
)
""""包月多少，一个月不关机划算吗": a month's hours priced, said as the days and hours they are."""

__all__ = ["JOB_PRICED_FOR_HOURS", "MONTHS_AROUND_THE_CLOCK"]
