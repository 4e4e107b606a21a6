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


__all__ = ["limit_kept_on_the_same_cards", "limit_lifted", "watts_for_the_same_power"]
