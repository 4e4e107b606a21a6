"""Whether a clock read is one the user set, not one the machine holds; pure.

"locked the clocks at 1,500 MHz": a tuning question, not a health check. "is this a power cap
thing?", "是不是被锁频了": a cap asked as the cause of what was read, no setting chosen. "is
Google capping H100s?": the host suspected, the clock is the machine's.
"""

from __future__ import annotations

import re

from assistant.question.text import fold

HELD_BY_HOST = (
    r"\b(?:is|are) (?:\w+ ){1,2}(?:capping|throttling|limiting|locking|downclocking)\b"
    r"|(?:平台|服务商|机房|云厂商|商家).{0,6}(?:限频|锁频|限功耗|限制)"
    r"|\b(?:on|at|from) (?:their|the (?:provider|host|cloud)'?s?) (?:side|end)\b"
)
"""The host or provider suspected of holding the card down ("is Google capping H100s?"): a
clock seen locked is then the machine's, not a setting the user chose (``clock_set_by_user``)."""
_HELD_BY_HOST_RE = re.compile(HELD_BY_HOST)
_SET_RE = re.compile(
    r"\b(?:lock|locked|locking|set|setting|cap|capped|undervolt\w*|power[- ]limit\w*)\b"
    r"|锁频|锁定|锁在|锁死|设置|限制|限频|手动|主动|故意"
)
"""A clock or power setting the user chooses: a tuning question, not a health check."""

_CAP_AS_CAUSE_RE = re.compile(
    r"\bis (?:this|that|it) (?:a |an |the )?(?:power[\s-]?)?(?:cap|limit)"
    r"|(?:是不是|是否|有没有)?被(?:锁频|限频|锁定|限制)"  # "是不是被锁频了": asked, not chosen
)
"""A cap asked as the cause of what was read: no setting the user chose."""


def clock_set_by_user(folded: str) -> bool:
    """Whether ``folded`` says the user set the clock or power (no host suspected of it)."""
    if _HELD_BY_HOST_RE.search(folded) is not None:
        return False
    return _SET_RE.search(_CAP_AS_CAUSE_RE.sub(" ", folded)) is not None


_HOST_BLAMED_RE = re.compile(
    r"\b(?:are|is|did|do|does) (?:they|the (?:provider|host|cloud|platform|vendor))"
    r" (?:\w+ )?(?:capp|throttl|limit|power[\s-]?limit|downclock|lock)\w*"
    r"|(?:平台|服务商|机房|云厂商|商家|厂商).{0,6}(?:限频|锁频|限功耗|限制|限速|降频)"
    r"|\b(?:on|at|from) (?:their|the (?:provider|host|cloud)'?s?) (?:side|end)\b"
)
"""The host named as the one holding the card down: "are they throttling the card?"."""


def host_blamed(text: str) -> bool:
    """Whether the host or provider is suspected of holding the card down.

    "are they throttling the card?", "是不是平台限频了": who rents the machine is then part of
    what is asked.
    """
    return _HOST_BLAMED_RE.search(fold(text)) is not None


__all__ = ["HELD_BY_HOST", "clock_set_by_user", "host_blamed"]
