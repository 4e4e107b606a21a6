"""A card to move to asked as an upgrade ("upgrade path under $500?", "升级方案"): a GPU pick.

"upgrade path", "best upgrade", "what to upgrade to", "怎么升级", "升级到什么卡" ask which
card to get next, the way "which GPU should I buy" does: with a budget they are a pick within
it, after a fit that failed or on their own. "upgraded from a 3060" (a change already made) and
"will upgrading RAM help" (no card asked) are not. Pure: regular expressions over folded text.
"""

from __future__ import annotations

import re

UPGRADE_ASK = (
    r"\bupgrade\s+(?:path|route|options?|plan|suggestions?|recommendations?|ideas?|candidates?)\b"
    r"|\b(?:best|cheapest|good|sensible|next|logical|obvious|cheap|budget)\s+(?:gpu\s+)?upgrade\b"
    r"|\bwhat\s+(?:to|should\s+(?:i|we)|would\s+you|do\s+(?:i|we))\s+upgrade\s+to\b"
    r"|\bupgrade\s+to\s+what\b"
    # the card to replace one with: "replace it with what?", "what should I replace it with"
    r"|\breplace\s+(?:it|them|this|that|the\s+card|my\s+[\w\s-]{1,20}?)\s+with\s+(?:what|which)\b"
    r"|\b(?:what|which\s+(?:gpu|card))\s+(?:to|should\s+(?:i|we)|would\s+you|do\s+(?:i|we)"
    r"|can\s+(?:i|we))\s+replace\s+(?:it|them|this|that|my\s+[\w\s-]{1,20}?)\s+with\b"
    r"|\b(?:best|cheapest|good|sensible|budget)\s+replacement\b"
    r"|升级(?:路线|路径|方案|建议|选择|思路|什么|啥|哪)|(?:怎么|如何|往哪(?:个方向)?)升级"
    r"|升级(?:成|到)(?:什么|啥|哪)"
)
BUY_OR_WAIT = (
    r"\b(?:buy|get|grab)\b[^.?!]{0,40}\b(?:now|today)\b[^.?!]{0,12}\bor (?:just )?wait\b"
    r"|\bor (?:should (?:i|we) )?(?:just )?wait (?:for|until|till)\b"
    r"|(?:现在|先)(?:就)?(?:入手|买|入)[^，,。？?！!]{0,20}还是(?:再)?等"
)
"""A card bought now weighed against waiting for the next one ("buy a 5090 now or wait for
rubin", "现在买 5090 还是等 rubin"): which card to get and when, a pick with reasons; the years
said beside it ("考虑到以后 5 年") are how long it is kept, not a rental to price."""
UPGRADE_ASK = f"{UPGRADE_ASK}|{BUY_OR_WAIT}"
"""The words that ask for the card to upgrade to or to replace one with (a recommend cue and a
GPU-pick marker)."""
_UPGRADE_ASK_RE = re.compile(UPGRADE_ASK)


def upgrade_asked(folded: str) -> bool:
    """Whether the question asks which card to upgrade to."""
    return _UPGRADE_ASK_RE.search(folded) is not None


__all__ = ["BUY_OR_WAIT", "UPGRADE_ASK", "upgrade_asked"]
