"""Cues of a why asked: one opening the message, and one about the gap between two cards; pure.

Patterns run on NFKC-folded, lower-cased text (``question.text.fold``).
"""

from __future__ import annotations

import re

WHY_OPENING_RE = re.compile(
    r"^\W*(?:so |but |ok |okay )?(?:why|how come)(?![a-z])|^\W*(?:为什么|为啥)"
)
"""A message that opens with a why ("why is…", "为啥…")."""
_PICK_OR_VERSUS_RE = re.compile(
    r"(?<![a-z])(?:which|vs\.?|versus|or|should i|worth)(?![a-z])|哪|选|还是|值不值|值得"
)


def why_of_a_gap(folded: str) -> bool:
    """A why opening the message about a gap between two cards, with no pick asked.

    "为啥 5090 带宽高 80%，decode 就能快这么多？" explains the gap; "why h100 or a100, which
    should I take" still weighs the cards.
    """
    return WHY_OPENING_RE.search(folded) is not None and not _PICK_OR_VERSUS_RE.search(folded)


__all__ = ["WHY_OPENING_RE", "why_of_a_gap"]
