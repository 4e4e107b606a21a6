"""What an answer says of an instance type: the type a list was sized on, a type unknown.

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
WEIGHED_ON_TYPE = T(
    "instance_fits.weighed_on",
    "{name} ({provider}) carries {count} × {gpu}; weighed as those cards at its cloud's rates",
    "{name}（{provider}）配 {count} 张 {gpu}，按这些卡及其云上价格比较",
)
TYPE_UNKNOWN = T(
    "instance_fits.type_unknown",
    "The instance type {name} is not in my instance table ({why}).",
    "实例类型 {name} 不在我的实例表里（{why}）。",
)
