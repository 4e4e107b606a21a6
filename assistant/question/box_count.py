"""The cards of a box whose power is asked ("an 8-gpu server", "8 卡一台要多少千瓦"); pure.

A box of N cards said beside a power question is the count sized, even after one card's spec
("b200 单卡 tdp 多少，8 卡一台要多少千瓦": the TDP is the card's, the kilowatts the box's). Said
beside anything else ("L40S 有 NVLink 吗？打算配4卡机") the box is the plan around the question,
which stays about the card. Reads the lowered question only.
"""

from __future__ import annotations

import re

_BOX_COUNT_RE = re.compile(
    r"(?<![\w.])(?P<n>\d{1,2})[\s-]?(?:x[\s-]?)?(?:gpu|card)s?[\s-]+(?:servers?|nodes?|box|rig)\b"
    r"|(?<![\d.])(?P<z>\d{1,2})\s*卡\s*(?:一台|机|服务器|整机|节点)"
)
_POWER_RE = re.compile(
    r"(?<![a-z])(?:kw|kilowatts?|watts?|power|draws?|tdp)(?![a-z])|瓦|功耗|功率|耗电|用电|供电"
)


def box_count(text: str) -> int | None:
    """The cards of the box said, when its power is asked (2 to 64), else None."""
    m = _BOX_COUNT_RE.search(text)
    if m is None or _POWER_RE.search(text) is None:
        return None
    n = int(m["n"] or m["z"])
    return n if 1 < n <= 64 else None


__all__ = ["box_count"]
