"""A weight precision named as the fallback asked about ("32k 还行吗，还是得降 q4").

"is 32k ok, or do I have to drop to q4?" asks the fit at the precision already chosen and
names a lower one only as the way out if it does not fit. The precision said after such a
fallback is weighed beside the first (``precision_also``), not set in its place: in a follow-up
the earlier precision is kept (``follow_slots.on_earlier_ask``), and a first question is sized
at the default and at the fallback both. Pure: regular expressions over the lower-cased text.
"""

from __future__ import annotations

import re

from assistant.models import Query
from assistant.question.precision_also import named_precisions
from assistant.question.text import Scan

_FALLBACK_RE = re.compile(
    r"(?:还是|或者|要不|不然)\s*(?:说)?\s*(?:就)?\s*(?:得|要|需要|必须|只能)?\s*(?:再)?\s*"
    r"(?:降|退|换|改|上|用)(?:到|成|回|用)?\s*$"
    r"|(?<![a-z])(?:or|otherwise)\s+(?:(?:do|should|must|would|will)\s+)?(?:i|we)?\s*"
    r"(?:(?:have|need|got)\s+to\s+|gotta\s+|must\s+)?(?:drop|go|fall|step|quanti[sz]e|switch|move)"
    r"(?:\s+(?:down|back))?(?:\s+to)?\s*$"
)
"""A fallback asked right before the precision named ("还是得降", "or do I have to drop to")."""
_LOOK_BACK = 40


def fallback_precision(scan: Scan) -> None:
    """Move a precision named only as the fallback asked to ``precision_also``."""
    chosen = scan.slots.get("precision")
    if chosen is None or scan.slots.get("precision_also") is not None:
        return
    named = named_precisions(scan.lower)
    if len({name for _, _, name in named}) != 1:
        return  # two named: "q6 or q8" and "fp8… what about int4" are read elsewhere
    start = named[0][0]
    if _FALLBACK_RE.search(scan.lower[max(0, start - _LOOK_BACK) : start]) is None:
        return
    scan.slots["precision"] = None
    scan.slots["precision_also"] = chosen


def fallback_on_earlier(previous: Query, new: Query) -> dict[str, object]:
    """The earlier precision kept when the follow-up names one only as the fallback."""
    if new.precision is not None or new.precision_also is None or previous.precision is None:
        return {}
    if previous.precision == new.precision_also:
        return {}
    return {"precision": previous.precision}


__all__ = ["fallback_on_earlier", "fallback_precision"]
