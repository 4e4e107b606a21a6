"""A serving speed asked of the cards someone has, when they fall short of the load stated.

Same rules as ``table``: the same named values and number formats in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

SERVE_PER_USER_SHORT = T(
    "serve_short.per_user",
    "**No, {owned} is not enough for {users:,} concurrent users: it takes {gpus}, at about"
    " {per_user:,.1f} tokens/s per user, {total:,.0f} tokens/s in total**",
    "**不够，{owned} 扛不住 {users:,} 个并发：需要 {gpus}，每个用户约 {per_user:,.1f} tokens/s，"
    "总吞吐约 {total:,.0f} tokens/s**",
)
