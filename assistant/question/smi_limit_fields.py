"""The power limit a card holds, read from the labelled fields ``nvidia-smi -q`` prints.

``nvidia-smi -q -d POWER`` names several limits at once: "Current Power Limit : 500.00 W",
"Requested", "Enforced", and the card's own bounds "Default", "Min" and "Max Power Limit". The
one the card runs at is the current (enforced, requested) field; the default and the bounds are
what it is held against, never the reading. A question that pastes "Max Power Limit: 700 W but
Current Power Limit: 500 W" reads 500 W. Pure: no I/O.
"""

from __future__ import annotations

import re

_FIELD_RE = re.compile(
    r"(?P<name>current|enforced|requested|default|min(?:imum)?|max(?:imum)?|当前|默认|最大|最小)"
    r"[\s_.-]*(?:power[\s_.-]*limit|功(?:耗|率)(?:上限|限制|墙))[`'\"\s]*[:=：]?[`'\"\s]*"
    r"(?P<w>\d{2,4}(?:\.\d+)?)\s*(?:w|watts?|瓦)(?![a-z])"
)
_HELD = ("current", "enforced", "requested", "当前")
"""Field names of the limit the card runs at (the others are its bounds and default)."""


def held_limit_w(folded: str) -> float | None:
    """The limit the card runs at, from labelled ``nvidia-smi -q`` fields (W), or None.

    None when no field names a held limit; a default or a bound read alone is not one.
    """
    for m in _FIELD_RE.finditer(folded):
        if m["name"] in _HELD:
            return float(m["w"])
    return None


__all__ = ["held_limit_w"]
