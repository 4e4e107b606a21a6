"""What an answer says when it sized a long training job itself (no GPU named).

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

TIMED_SCALED_OUT = T(
    "scale_out.timed",
    "No GPU was named, so the job is timed on {gpu} at the count that holds it and finishes"
    " within about {span} ({count} cards, whole servers of 8 above one server); name your cards"
    " or a deadline to time it on those.",
    "问题没有指定 GPU，这里按 {gpu} 估算，取能放下这个任务、并在约 {span}内跑完的卡数"
    "（{count} 张，超过一台服务器时按每台 8 卡取整）；说明你的显卡或期限，就按那个来算。",
)
PRICED_SCALED_OUT = T(
    "scale_out.priced",
    "No GPU was named. The cheapest rented setup that holds {task}, {slow_setup}, would need"
    " about {slow_span} for this job, so this prices the SXM cards with the lowest cost per"
    " training token, {count} × {gpu}, enough to finish within about {span}; name your cards or"
    " a deadline to price those.",
    "问题没有指定 GPU。能完成“{task}”的最便宜租用配置是 {slow_setup}，但这个任务要跑约"
    " {slow_span}；所以这里按每训练 token 成本最低的 SXM 卡报价：{count} × {gpu}，约 {span}"
    "内可以跑完；说明你的显卡或期限，就按那个来报价。",
)
