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

__all__ = ["JOB_PRICED_FOR_HOURS"]
