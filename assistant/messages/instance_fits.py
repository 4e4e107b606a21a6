"""What a "what can I run on <instance type>" answer says of the type it sized.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

SIZED_ON_TYPE = T(
    "instance_fits.sized_on",
    "{name} ({provider}) carries {count} × {gpu}; the list is sized on those cards",
    "{name}（{provider}）配 {count} 张 {gpu}，按这些卡估算",
)
