"""A wattage said alone after a power answer: the card's new power limit.

After "4090 capped at 300 W, 18 h a day, what does it cost a month?", "and at 450w?" or "what
if I leave it at stock 450 W" prices the same use with the card drawing 450 W; "back to stock"
with no figure lifts the limit. A PSU checked before keeps its own reading (a bare wattage
then names another PSU, not a limit). Pure: reads the follow-up's words and the typed requests.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.board_ceiling import WATTS

_WATTS_RE = re.compile(WATTS)
_STOCK_RE = re.compile(
    r"(?<![a-z])(?:stock|default|factory)(?:\s+(?:power|tdp|settings?|limit))?(?![a-z])"
    r"|(?<![a-z])(?:no|without|remove|lift|drop|uncap)\w*\s+(?:the\s+)?(?:power\s+)?(?:limit|cap)"
    r"|默认功耗|原厂功耗|不限功耗|满功耗|不限制功耗|取消功耗限制"
)
"""The limit lifted: "at stock", "default power", "without the cap", "不限功耗"."""
_LIMITED_ASKS = ("electricity", "draw", "card")
"""Power asks a new wattage re-prices or re-sizes as the card's limit."""


def watts_for_the_same_power(previous: Query, new: Query, text: str) -> dict[str, object]:
    """The power limit a follow-up to a power answer states alone (``text``: it, folded)."""
    if previous.power_ask not in _LIMITED_ASKS or new.gpus or new.power_limit_w is not None:
        return {}
    if new.psu_stated_w is not None or new.power_budget_w is not None:
        return {}
    m = _WATTS_RE.search(text)
    watts = float(m["w"]) * (1000 if m["k"] else 1) if m else None
    if watts is not None and 30 <= watts <= 2000:  # one card's draw
        return {"power_limit_w": watts, "power_ask": previous.power_ask}
    if m is None and previous.power_limit_w is not None and _STOCK_RE.search(text):
        return {"power_limit_w": None, "power_ask": previous.power_ask}
    return {}


__all__ = ["watts_for_the_same_power"]
