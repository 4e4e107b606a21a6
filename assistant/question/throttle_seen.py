"""A throttle reason pasted beside a speed that fell: the reason is the slowdown's cause.

"`HW Power Brake Slowdown : Active`, tok/s dropped by half overnight. psu dying?" and "显示
`SW Power Cap : Active`，速度掉了一半" report a job that got slower with the card's own
`nvidia-smi -q -d PERFORMANCE` reason read beside it. The PSU or the power limit named in them is
the suspect, not a supply to size: the job is troubleshot, answered by what the reason means.
Pure.
"""

from __future__ import annotations

import re

from assistant.models import HealthCheck

_REASON_RE = re.compile(
    r"(?P<cap>sw\s*power\s*cap)\s*:?\s*active"
    r"|(?:hw|sw)\s*(?:thermal\s*)?(?:slowdown|power\s*brake(?:\s*slowdown)?)\s*:?\s*active"
)
"""A clocks-event (throttle) reason pasted as active."""
_RATE_WORD = (
    r"(?:t/s|tok(?:en)?s?/s|tps|it/s|fps|speed|throughput|performance|generation|tokens per sec\w*"
    r"|速度|吞吐|性能|生成速度)"
)
_SPEED_FELL_RE = re.compile(
    rf"{_RATE_WORD}\s*(?:has\s+|have\s+|just\s+|suddenly\s+|roughly\s+|basically\s+)*"
    r"(?:dropped|fell|fallen|tanked|halved|crashed|went down|cut)"
    r"(?:\s+(?:by\s+)?(?:half|50\s*%|in half|a lot|massively|hard))?"
    rf"|(?:dropped|fell|halved|cut in half|tanked)\b.{{0,16}}{_RATE_WORD}"
    rf"|{_RATE_WORD}\s*(?:突然|直接|一下子?)?\s*(?:掉了一半|掉一半|减半|降了一半|腰斩|掉了很多|降了很多"
    r"|暴跌|大幅下降|掉了?\s*\d+\s*%)"
)
"""A speed said to have fallen ("tok/s dropped by half overnight", "速度掉了一半")."""


SEEN_IN_TASK = {
    ("power", "gpu_fault"),  # "Xid 79 … psu?": the fault, the PSU its suspect
    ("power", "power_trip"),  # "reboots under load, 750 W psu"
    ("power", "slow"),  # "HW Power Brake: Active, tok/s halved. psu dying?"
    ("serve", "queueing"),  # "ttft 20s past 60 concurrent"
}
"""(task, trouble) pairs where a symptom seen makes a trouble of another task's words."""


def throttle_slowed(folded: str) -> HealthCheck | None:
    """The pasted throttle reason when a speed is said to have fallen beside it, or None."""
    reason = _REASON_RE.search(folded)
    if reason is None or _SPEED_FELL_RE.search(folded) is None:
        return None
    return "power_cap" if reason["cap"] else "slowdown"


__all__ = ["SEEN_IN_TASK", "throttle_slowed"]
