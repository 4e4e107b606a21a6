"""A card's draw asked by its verb ("pulls how much?", "how much does it really draw").

Read by ``power_slots``: asked beside the card's rated TBP ("thinking of the 355W TBP"), it is
still what the card pulls at work, not the spec row. Pure: one regular expression.
"""

from __future__ import annotations

import re

PULL_ASKED_RE = re.compile(
    # "how much does it really pull": the draw asked of what was named
    # ("how much does a 4060 ti 16gb actually pull": the card named in a few words)
    r"(?<![a-z])how much (?:power )?(?:does|do|will|would) (?:[\w.-]+ ){1,5}"
    r"(?:pull|draw|consume)(?![a-z])"
    # the amount asked after the verb: "7900 xtx running sd pulls how much?"
    r"|(?<![a-z])(?:pulls?|pulling|draws?|drawing|consumes?|consuming)\s+(?:roughly\s+|about\s+)?"
    r"how (?:much|many watts)(?![a-z])"
    r"|(?<![a-z])wall (?:watt\w*|draw)(?![a-z])"  # "wall watts: an M3 Ultra vs a twin-3090 tower"
)
"""A draw asked of the card at work by its verb: asked beside its rated TBP ("thinking of the
355W TBP"), it is still what the card pulls, not the spec row."""


__all__ = ["PULL_ASKED_RE"]
