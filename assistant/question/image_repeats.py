"""Repeats of each training image (kohya's ``num_repeats``) counted into the epochs; pure.

"40 images, 10 repeats each, 10 epochs", "每张10个repeat，10个epoch": kohya-style trainers
show each image ``repeats`` times an epoch, so the steps are images x repeats x epochs (at
batch 1). The repeats multiply the epochs read (one epoch when none is said), and the reading
is listed in the assumptions.
"""

from __future__ import annotations

import re

from assistant.messages import media_jobs as say
from assistant.question.text import Scan

_REPEATS_RE = re.compile(
    r"(?<![\d.])(?P<n>\d{1,3})\s*(?:x\s*)?(?:个\s*|次\s*)?(?:repeats?|重复)(?![a-z])"
    r"|(?<![a-z])(?:num_)?repeats?\s*[=:：]?\s*(?P<m>\d{1,3})(?![\d.])"
    r"|重复\s*(?P<z>\d{1,3})\s*(?:次|遍)"
)
MAX_REPEATS = 200


def read_repeats(scan: Scan) -> None:
    """Multiply the epochs by the repeats of each image said ("10 repeats", "每张重复10次")."""
    m = _REPEATS_RE.search(scan.lower)
    if m is None:
        return
    repeats = int(m["n"] or m["m"] or m["z"])
    if not 1 < repeats <= MAX_REPEATS:
        return
    epochs = float(scan.slots.get("epochs") or 1.0)
    passes = epochs * repeats
    scan.slots["epochs"] = passes
    scan.assumptions.append(say.REPEATS_AS_EPOCHS(repeats=repeats, epochs=epochs, passes=passes))


__all__ = ["read_repeats"]
