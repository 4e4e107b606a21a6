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
