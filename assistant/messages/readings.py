"""How loosely worded figures were read, in English and Chinese (beside ``table``'s read.*).

Same rules as ``table``: the same named values and number formats in both languages.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

USERS_APPROX = T(
    "read.users_approx",
    "{surface} read as {n} concurrent users",
    "{surface}按 {n} 个并发用户理解",
)
USERS_FROM_DAILY = T(
    "read.users_from_daily",
    "{daily} daily active users at {share}% concurrent at peak read as {n} concurrent users",
    "日活 {daily}、高峰 {share}% 同时在线，按 {n} 个并发用户估算",
)
