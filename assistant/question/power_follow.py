"""A wattage said alone after a power answer: the card's new power limit.

After "4090 capped at 300 W, 18 h a day, what does it cost a month?", "and at 450w?" or "what
if I leave it at stock 450 W" prices the same use with the card drawing 450 W; "back to stock"
with no figure lifts the limit. A PSU checked before keeps its own reading (a bare wattage
then names another PSU, not a limit). A follow-up that asks its own power question of the same
cards ("now at $0.19/kWh?", "and what PSU?") keeps the limit said before. Pure: reads the
follow-up's words and the typed requests.
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


def limit_kept_on_the_same_cards(previous: Query, new: Query, text: str) -> dict[str, object]:
    """The earlier per-card limit, kept when a follow-up asks its own power question.

    "3x 3090 limited to 280 W, 10 h a day at $0.12/kWh, a month?" then "the tariff went up to
    $0.19, redo that": the follow-up's own ask (the bill) replaces the earlier power slot, but
    the same cards are still held to 280 W. A card named anew, a limit of its own or "at stock"
    drops it.
    """
    if previous.power_limit_w is None or previous.task != "power" or new.power_ask is None:
        return {}
    if new.gpus or new.power_limit_w is not None or _STOCK_RE.search(text):
        return {}
    return {"power_limit_w": previous.power_limit_w}


def limit_lifted(previous: Query, new: Query, text: str) -> dict[str, object]:
    """The earlier per-card limit dropped when a follow-up lifts it ("要是不限功耗，跑满 350W 呢").

    The cards are then sized at their board power for the same power question.
    """
    if previous.power_limit_w is None or new.power_limit_w is not None or new.gpus:
        return {}
    return {"power_limit_w": None} if _STOCK_RE.search(text) else {}


_SWAPPED_TO_RE = re.compile(
    r"(?:换成|换到|换个|换一个|换|升到|升级到|上)\s*(?:个|一个|一台)?\s*(?P<w>\d{3,4})\s*w(?![a-z])"
    r"|\b(?:swap(?:ped|ping)?|switch(?:ed|ing)?|upgrad(?:e|ed|ing)|go(?:ing)?|mov(?:e|ed|ing))"
    r"\s+(?:it\s+)?(?:to|for)\s+(?:a\s+|an\s+|the\s+)?(?P<en>\d{3,4})\s*w(?![a-z])"
)
"""A wattage moved to ("1200w 换成 1600w", "换个 1600w", "swap to a 1600w")."""
SUPPLIES_W = (300.0, 5000.0)
"""Wattages a desktop or workstation supply comes in."""


def supply_swapped(previous: Query, new: Query, text: str) -> dict[str, object]:
    """The supply moved to after a PSU was said: that PSU checked instead.

    "训练时黑屏重启，双 3090 + 1200w 电源" then "1200w 换成 1600w 能解决吗": the 1,600 W unit is
    checked against the same build, whether or not the word PSU is said again.
    """
    if previous.psu_stated_w is None or new.psu_stated_w is not None or new.gpus:
        return {}
    m = _SWAPPED_TO_RE.search(text)
    watts = float(m["w"] or m["en"]) if m else None
    if watts is None or watts == previous.psu_stated_w:
        return {}
    if not SUPPLIES_W[0] <= watts <= SUPPLIES_W[1]:
        return {}
    return {"psu_stated_w": watts, "power_ask": "psu_check", "power_limit_w": None}


__all__ = [
    "limit_kept_on_the_same_cards",
    "limit_lifted",
    "supply_swapped",
    "watts_for_the_same_power",
]
