"""A power ceiling said in a request for a card: the cards picked draw at most that.

"功耗限制300w以内，选什么卡" limits no card: the picked one must draw at most 300 W.

"power limit my 4090 to 300W" names the card to limit; a request for a card with "以内" /
"under" beside the figure names none, and its figure is the most a picked board may draw.
Reads the lowered question and the cards read so far.
"""

from __future__ import annotations

from assistant.question.board_ceiling import ceiling_match
from assistant.question.markers import GPU_PICK_RE
from assistant.question.text import Scan, fold


def cap_of_pick(scan: Scan) -> bool:
    """Whether a power figure in this question caps the card picked, rather than limits one."""
    if scan.slots.get("gpus"):
        return False
    picking = GPU_PICK_RE.search(fold(scan.lower)) is not None
    return picking and ceiling_match(scan.lower) is not None


__all__ = ["cap_of_pick"]
