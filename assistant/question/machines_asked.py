"""Whole machines counted against a power budget, asked; pure.

"how many of those nodes in a 40 kW row", "这个机柜能放几台": the cards per machine are said
(or carried), so the count asked is of machines, each drawing what one draws: the budget
divided by one machine's wall draw.
"""

from __future__ import annotations

import re

_MACHINES_ASKED_RE = re.compile(
    r"(?<![a-z])how many\s+(?:(?:of\s+)?(?:those|these|them|such|the)\s+)?"
    r"(?:\w+\s+)?(?:nodes?|servers?|machines?|boxes|boxen|chassis|systems?)(?![a-z])"
    r"|(?:能|可以)?(?:放|塞|装|上|带)(?:得下)?\s*(?:几|多少)\s*(?:台|个节点|个机器)"
    r"|(?:几|多少)\s*台(?:这样的|这种)?\s*(?:机器|服务器|整机|节点)?"
)


def machines_count_asked(folded: str) -> bool:
    """Whether a count of whole machines (nodes, servers) is asked in ``folded``."""
    return _MACHINES_ASKED_RE.search(folded) is not None


__all__ = ["machines_count_asked"]
