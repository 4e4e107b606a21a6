"""A model size said only in what others claim, beside a card's figure asked: no job to size.

"how much memory bandwidth does the DGX Spark actually have? people keep saying 273 GB/s and
that it's slow for 70B": the bandwidth is asked in a clause of its own; the 70B is inside what
people say, the claim the figure is asked about, not a model the asker means to fit. The size is
dropped so the card's row answers (a model named, or a size said outside the claim, stays).
Pure over the scan's lowered text.
"""

from __future__ import annotations

import re

from assistant.question.hearsay_cards import claimed_spans
from assistant.question.spec_premise import figures_asked
from assistant.question.text import Scan

_SIZE_RE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*b(?![a-z])")
"""A model size ("70b", "8 b")."""


def drop_claimed_size(scan: Scan) -> None:
    """Forget ``params_b`` when every size said lies in a reported clause and a figure is asked."""
    slots = scan.slots
    ids = {g.gpu_id for g in slots.get("gpus") or []}
    if slots.get("params_b") is None or slots.get("model_id") or len(ids) != 1:
        return
    text = scan.lower
    sizes = [m.start() for m in _SIZE_RE.finditer(text)]
    spans = claimed_spans(text)
    inside = bool(sizes) and all(any(a <= p < b for a, b in spans) for p in sizes)
    if inside and figures_asked(text):
        slots["params_b"] = None


__all__ = ["drop_claimed_size"]
