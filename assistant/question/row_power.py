"""A card's wattage asked after its row: one more figure of that row, not a machine's draw; pure.

"H100 NVL 单卡的 HBM3 容量和带宽各是多少" then "那它功耗多少瓦": the follow-up names no card (so
the parser read a draw), but "it" is the card whose row was just read; its board power is that
row's figure. A whole machine named ("那整机功耗呢", "at the wall?") stays a draw to size.
"""

from __future__ import annotations

import re

from assistant.models import Query

_BOX_RE = re.compile(
    r"(?<![a-z])(?:server|node|system|build|rig|box|machine|pc|computer|dgx|hgx)s?(?![a-z])"
    r"|at the wall|wall power|服务器|整机|主机|机器|节点|一台|电脑|墙插|电源|psu|电费|electricity"
)
"""A machine, its supply or its bill named: what is asked is beyond the card's row."""
DRAW_ASKS = ("draw", "card")
"""The power asks a card's wattage is read as when the turn names no card."""


def power_of_the_row(previous: Query, new: Query, text: str) -> dict[str, object]:
    """The wattage asked of the card whose figures the earlier turn read: that row's field."""
    ids = {g.gpu_id for g in previous.gpus}
    row = bool(previous.spec_fields) and len(ids) == 1 and previous.power_ask is None
    row = row and previous.model_id is None and previous.params_b is None
    asked = new.power_ask in DRAW_ASKS and "power" in new.spec_fields and not new.gpus
    if not (row and asked) or _BOX_RE.search(text):
        return {}
    return {"power_ask": None}


__all__ = ["power_of_the_row"]
