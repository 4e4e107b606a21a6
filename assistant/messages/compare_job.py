"""What a comparison of two cards says of the training job itself: its time and cost on each.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

JOB_ON_EACH = T(
    "compare_job.on_each",
    "For the job itself ({volume}): {first}; {second}.",
    "按整个任务（{volume}）算：{first}；{second}。",
)
JOB_ON_ONE = T(
    "compare_job.on_one",
    "{setup} takes {time} at {rate} per GPU-hour ({provider}), {total} in all",
    "{setup} 需{time}，每卡时 {rate}（{provider}），合计 {total}",
)
JOB_ON_ONE_UNPRICED = T(
    "compare_job.on_one_unpriced",
    "{setup} takes {time} (no rental price in my price book)",
    "{setup} 需{time}（价格库里没有租用价）",
)
PREMIUM_REPAID = T(
    "compare_job.premium_repaid",
    "The {dear}'s higher GPU-hour price is paid back: it finishes {times:,.1f}x sooner and the"
    " job costs {saved} less.",
    "{dear} 每卡时更贵，但速度补回来了：快 {times:,.1f} 倍完成，整个任务反而便宜 {saved}。",
)
PREMIUM_NOT_REPAID = T(
    "compare_job.premium_not_repaid",
    "The {dear}'s higher GPU-hour price is not paid back in money: it finishes {times:,.1f}x"
    " sooner but the job costs {extra} more.",
    "{dear} 每卡时更贵，速度补不回来：快 {times:,.1f} 倍完成，但整个任务多花 {extra}。",
)
