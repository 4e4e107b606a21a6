"""A sliding window named by the asker ("mistral has sliding window", "滑动窗口", "SWA").

Read into ``Query.window_said``: the KV-cache answer then says whether the model it sizes
windows any layer (``kinds.kv_cache``). Pure: one regular expression over the lower-cased text.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_WINDOW_RE = re.compile(
    r"(?<![a-z])(?:sliding[\s-]*window(?:ed)?|swa|local attention|windowed attention)(?![a-z])"
    r"|滑动窗口|滑窗|局部注意力"
)


def read_window_said(scan: Scan) -> None:
    """Mark a sliding window named in the question."""
    if _WINDOW_RE.search(scan.lower) is not None:
        scan.slots["window_said"] = True


__all__ = ["read_window_said"]
