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
