"""A power ceiling said in a request for a card: the cards picked draw at most that.

"功耗限制300w以内，选什么卡" limits no card: the picked one must draw at most 300 W.

"power limit my 4090 to 300W" names the card to limit; a request for a card with "以内" /
"under" beside the figure names none, and its figure is the most a picked board may draw.
A cap said of the whole machine ("整机总功耗限制在 900W", "the whole box is capped at 900w")
is the box's: the card gets what a high-end CPU and the rest of the platform leave of it.
Reads the lowered question and the cards read so far.
"""

from __future__ import annotations

import re

from assistant.calc.power import CPU_DEFAULT_W, PLATFORM_DEFAULT_W
from assistant.messages import readings
from assistant.question.board_ceiling import ceiling_match
from assistant.question.markers import GPU_PICK_RE
from assistant.question.text import Scan, fold

_BOX = (
    r"(?:整机|整台(?:机器|电脑)?|全机|总功耗|总功率|整个机器|(?:whole|entire) (?:box|system|machine"
    r"|rig|pc|build|thing|setup|rack)|total system(?: power)?|system power)"
)
_WATTS = r"(?P<w>\d{1,5}(?:\.\d+)?)\s*(?P<k>k)?(?:w|watts?|瓦)(?![a-z0-9])"
"""A box's wattage, kilowatts with one whole digit too ("1.2kw")."""
_LIMIT_WORD = (
    r"(?:限制?在|限到|控制在|不超过|不能超过|不要超过|最多|上限(?:是|为)?"
    r"|(?:is |are )?(?:capped|limited|held) (?:at|to)|caps? (?:out )?at|at most|under"
    r"|max(?:imum)?(?: of)?|no more than|within|<=?)"
)
_BOX_CAP_RES = (
    re.compile(
        _BOX + r"[^。.;；?？!！]{0,12}?" + _LIMIT_WORD + r"\s*(?:~|约|大概|about)?\s*" + _WATTS
    ),
    re.compile(
        r"(?<![a-z])(?:caps?|limits?|holds?)\s+(?:the\s+)?" + _BOX + r"\s+(?:at|to)\s*" + _WATTS
    ),
    # the figure first: "a 1100W limit for the whole thing", "1.5kw cap on the entire rig"
    re.compile(
        _WATTS + r"\s*(?:power\s+)?(?:limit|cap|budget|ceiling|max)\s+(?:for|on|across)\s+"
        r"(?:the\s+)?" + _BOX
    ),
)
"""A power cap on the whole machine, not one card ("整机总功耗限制在 900W")."""


def cap_of_pick(scan: Scan) -> bool:
    """Whether a power figure in this question caps the card picked, rather than limits one."""
    if scan.slots.get("gpus"):
        return False
    picking = GPU_PICK_RE.search(fold(scan.lower)) is not None
    return picking and ceiling_match(scan.lower) is not None


def box_cap_share(scan: Scan) -> float | None:
    """The watts a card picked may draw under a whole-machine cap said, or None.

    What a high-end CPU at full load and the platform take comes off the box's figure first,
    and the answer says so.
    """
    if scan.slots.get("gpus") or GPU_PICK_RE.search(fold(scan.lower)) is None:
        return None
    m = next((m for p in _BOX_CAP_RES if (m := p.search(scan.lower)) is not None), None)
    if m is None:
        return None
    box = float(m["w"]) * (1000 if m["k"] else 1)
    card = box - CPU_DEFAULT_W - PLATFORM_DEFAULT_W
    if card < 75:  # noqa: PLR2004 - less than a slot-powered card: no pick under it
        return None
    scan.assumptions.append(
        readings.BOX_CAP_PER_CARD(
            box=box, card=card, cpu=CPU_DEFAULT_W, platform=PLATFORM_DEFAULT_W
        )
    )
    return card


__all__ = ["box_cap_share", "cap_of_pick"]
