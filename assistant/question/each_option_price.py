"""A sum said as what each of the options costs, not as a budget ("~$750 either way"); pure.

"torn between a used 3090 and a new 4070 ti super, ~$750 either way", "both go for about $700",
"两张卡价格差不多，都是五千五左右": the cards weighed cost the same, so the sum prices the
options and sets no ceiling to pick within. The money reader leaves such a sum unread as a
budget; the cards are then weighed against each other at their catalog prices.
"""

from __future__ import annotations

import re

_AFTER_RE = re.compile(
    r"\s*(?:usd|dollars?|bucks|元|块钱?|rmb)?\s*(?:-\s*)?"
    r"(?:either way|for either(?: one)?|for both|both ways|each way|whichever"
    r"|(?:左右|上下|出头)?\s*(?:都一样|都差不多|差不多价))(?![a-z])"
)
"""Words after the sum: it is the price of whichever option ("$750 either way")."""
_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])both (?:(?:are|cost|go for|run|sell for|would be|come in at)\s+)?"
    r"(?:(?:about|around|roughly|like|~|at)\s*)*"
    r"|(?:价格|价钱|售价)?(?:差不多|都)(?:是|在|要|卖)?\s*(?:大概|大约|约|~)?\s*)$"
)
"""Words before the sum: both options cost it ("both are about $700", "都是五千五")."""


def prices_each_option(work: str, start: int, end: int) -> bool:
    """Whether the sum at ``start:end`` is said as what each option costs."""
    before = work[max(0, start - 32) : start]
    return _AFTER_RE.match(work, end) is not None or _BEFORE_RE.search(before) is not None


__all__ = ["prices_each_option"]
