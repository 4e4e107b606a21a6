"""A question that opens by asking what, why or how something is; pure.

Read by the parser (a concept unless a model or workload makes it a sizing question) and by
follow-ups (a term asked past the start after a trouble is the trouble's).
"""

from __future__ import annotations

import re

DEFINITION_OPENER_RE = re.compile(
    r"^\s*(?:what (?:is|are)\b|what's\b|why\b|how (?:do|does|should|can) (?:i|we|you|one)?"
    r"\s*(?:match|choose|check|verify|cool|power|monitor|avoid|set up)|explain\b|tell me about\b)"
    r"|^\s*(?:什么是|为什么|如何|怎么|怎样)"
)
"""A question that opens by asking what, why or how something is: a concept question unless a
model or workload makes it a sizing one."""
_TERM_OPENED_RE = re.compile(
    r"^\W*(?:what(?:'s| is| are)|什么是|啥是)\s*(?:an?\s+|the\s+)?(?P<en>[a-z][\w.+-]*)"
    r"|^\W*(?P<zh>[a-z][\w.+-]*)\s*(?:是什么|是啥|是干嘛的)"
)
"""The term a message opens by asking to be defined ("what is MIG and …", "MIG 是什么，…")."""


def feature_defined(folded: str, features: list[str]) -> bool:
    """Whether the message opens by asking what a feature it names is ("what is MIG and can …").

    The definition is asked first; a fit or a yes/no asked after it follows the explanation.
    """
    m = _TERM_OPENED_RE.search(folded)
    term = (m["en"] or m["zh"]) if m is not None else None
    return term is not None and any(term == f.lower() for f in features)


__all__ = ["DEFINITION_OPENER_RE", "feature_defined"]
