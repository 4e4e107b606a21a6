"""Models said to stay loaded at once ("gpt-oss-120b plus whisper side by side", "同时常驻").

The fit asked is then of the models together on the card: the fit check sizes the language
model, the workload tool the other, and their sum leads (``kinds.resident_pair``). Pure: a
regular expression over the lower-cased question.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_RESIDENT_RE = re.compile(
    r"(?<![a-z])(?:side[\s-]by[\s-]side|alongside|simultaneously|concurrently|co-?resident"
    r"|(?:both|all(?: three| of them)?)\s+(?:\w+\s+){0,2}(?:resident|loaded|in (?:v?ram|memory))"
    r"|resident (?:together|at once)|loaded (?:together|at once)|(?:both|all three) fit"
    # "whisper stays loaded, what llm sizes can sit next to it", "on the same card"
    r"|stays? loaded|kept loaded|next to (?:it|each other)|on the same (?:card|gpu))(?![a-z])"
    r"|同时常驻|一起常驻|都常驻|同时加载|一起加载|同时放在?|一起放在?|同时跑|一起跑|同一张卡上"
)
"""Models kept loaded together ("side by side", "both fit", "all resident at once", "同时常驻")."""


def read_models_resident(scan: Scan) -> None:
    """``models_resident`` when the models named are said to be loaded at once."""
    if _RESIDENT_RE.search(scan.lower):
        scan.set("models_resident", True)


__all__ = ["read_models_resident"]
