"""An ordinal card added ("what if I add a third one"): the ordinal is the new count; pure."""

from __future__ import annotations

import re

from assistant.question.text import fold

_ORDINAL_COUNT_RE = re.compile(
    r"(?:add(?:ing)?|get(?:ting)?|buy(?:ing)?|find(?:ing)?|found|grab|pick up|put in|throw in|with)"
    r"\s+(?:a|the)\s+(?P<n>second|third|fourth|fifth|sixth|seventh|eighth)\s+(?:one|card|gpu)s?\b"
)
"""An ordinal card added ("what if I add a third one"): the ordinal is the new count."""
_ORDINALS = dict(
    zip(
        ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"),
        range(2, 9),
        strict=True,
    )
)


def ordinal_count(text: str) -> int | None:
    """The count an ordinal card makes ("add a third one" -> 3), or None."""
    m = _ORDINAL_COUNT_RE.search(fold(text))
    return _ORDINALS[m["n"]] if m is not None else None
