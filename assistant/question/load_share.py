"""The share of the time or of full power the cards are said to work at, on average; pure.

"average load maybe 50%", "GPUs sit at ~60% utilization most of the time", "平均负载大概 40%",
"平时利用率一半左右": the bill is for the cards at that share of their draw, not flat out.
Only an average or usual load is read ("util stuck at 30%" in a fault is a symptom, read by
the troubleshooting readers); the electricity estimate takes it as its load factor.
"""

from __future__ import annotations

import re
from typing import Any

_SHARE = r"(?P<n>\d{1,3}(?:\.\d+)?)\s*%|(?P<half>一半|half)"
_HEDGE = (
    r"(?:\s*(?:is|of|at|around|about|roughly|maybe|probably|~|≈|:|："
    r"|大概|大约|约|在|是|差不多)\s*)*\s*"
)
_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:average|avg|mean|typical|usual|overall)(?![a-z])\s*(?:gpu\s*)?"
    r"(?:load|utili[sz]ation|util|usage|duty cycle)|平均(?:负载|负荷|利用率|占用率?|功耗占比)"
    r"|平时(?:负载|负荷|利用率))" + _HEDGE + r"(?:" + _SHARE + r")"
)
"""The word first: "average load maybe 50%", "平均负载大概 40%", "平时利用率一半"."""
_AFTER_RE = re.compile(
    r"(?:" + _SHARE + r")\s*(?:average|avg|mean)?\s*(?:load|utili[sz]ation|util|duty cycle)"
    r"\s*(?:on average|most of the time|typically|usually)"
)
_USUALLY_RE = re.compile(
    r"(?:on average|typically|usually|most of the time)\s*(?:at\s*)?(?:~|about|around)?\s*"
    r"(?:" + _SHARE + r")\s*(?:load|utili[sz]ation|util)"
)
"""The share first: "50% load on average", "typically ~60% utilization"."""


def load_share_said(folded: str) -> dict[str, Any]:
    """``load_share`` (0-1] when an average load or utilisation is said."""
    for pattern in (_BEFORE_RE, _AFTER_RE, _USUALLY_RE):
        m = pattern.search(folded)
        if m is None:
            continue
        share = 0.5 if m["half"] else float(m["n"]) / 100
        if 0 < share <= 1:
            return {"load_share": round(share, 4)}
    return {}


__all__ = ["load_share_said"]
