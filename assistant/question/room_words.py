"""Whether a fit is asked in terms of the cards' memory: "will it fit", "塞得下吗", "显存够不够".

"4 concurrent at 32k, does it fit on one H100" asks whether the weights and the users' KV cache
fit in that memory (a yes or no on those cards); "is one H100 enough for 40 users" or "扛得住吗"
asks whether the cards serve the load (the serving plan). Read by ``markers``; a pure regular
expression over the folded text.
"""

from __future__ import annotations

import re

_ROOM_RE = re.compile(
    r"(?<![a-z])(?:fits?|fitting)(?:\s+(?:in|on|into|within))?(?!\s+(?:the|my|our|a)\s+budget)"
    r"(?![a-z])|\bsqueez\w*|\bfit (?:it|them|this|that) (?:in|on|into)\b"
    r"|\benough (?:v?ram|memory)\b|\brun out of (?:v?ram|memory)\b|(?<![a-z])oom(?![a-z])"
    r"|塞得下|塞不下|塞得进|塞不进|能塞|塞进|放得下|放不下|能放下|放进|装得下|装不下|能装下|装进"
    r"|显存(?:够|不够|吃得消|扛得住|撑得住)|爆显存|会不会爆|爆不爆"
)
"""Memory room asked of a load: fits, squeezes, "装得下", "显存够吗", OOM."""


_SESSION_HOLDS_RE = re.compile(
    r"(?:每|单)(?:个|条|路)?\s*(?:会话|请求|对话|用户|序列)[^，,。？?！!]{0,8}?"
    r"(?:能|可以|要|得)?(?:塞|放|装)(?:得?下|进)?\s*(?=\d)"
)
"""A session's length said with a room word ("每个会话最长能塞 32k token"): how long one session
runs, a requirement of the service, not whether the cards' memory holds something."""


def room_asked(folded: str) -> bool:
    """Whether the fit asked is of memory (``_ROOM_RE``), not of serving the load."""
    return _ROOM_RE.search(_SESSION_HOLDS_RE.sub(" ", folded)) is not None


__all__ = ["room_asked"]
