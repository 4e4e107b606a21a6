"""The cards a stated memory total implies when one card is named ("3090s, 48gb total").

"my 3090s (48gb total)", "p40 凑了72G", "what if i grab a second 3090, 48gb total?": the card
is named once, but the total said is a whole number of its memory, so that is how many cards
there are. A question with its own model is sized on them; a bare follow-up that adds a card
("what if I add a second one, 48gb total") leaves the count to the conversation, which counts
the card added, and the total is said back with the cards it makes.
"""

from __future__ import annotations

import re

from assistant.models import GPUAsk
from assistant.question.text import Scan

_MAX_CARDS = 16
_CLOSE = 0.08
"""How near the total must be to a whole number of cards (GB vs GiB, 141 vs 144)."""
_ADDS_RE = re.compile(
    r"(?<![a-z])(?:add(?:ing|ed)?|another|one more|extra"
    r"|(?:a|the)\s+(?:second|third|fourth|2nd|3rd))(?![a-z])|再加|再插|再塞|再买|再上|多加|加一张|加一块|加张|第[二三四五六七八]张"
)
"""Words that add a card to the ones before: the conversation counts it, not the total."""


def cards_in_total(scan: Scan, ask: GPUAsk, memory_gb: float, totals: list[float]) -> int:
    """The cards ``ask`` stands for: its count, or the cards a stated total of their memory makes.

    Sets the ask's count to them unless a bare follow-up adds a card to earlier ones.
    """
    if ask.count != 1 or memory_gb <= 0:
        return ask.count
    for total in totals:
        cards = round(total / memory_gb)
        whole = abs(total - cards * memory_gb) <= _CLOSE * cards * memory_gb
        if 2 <= cards <= _MAX_CARDS and whole:
            model = scan.slots.get("model_id") or scan.slots.get("params_b")
            if model or _ADDS_RE.search(scan.lower) is None:
                asks: list[GPUAsk] = scan.slots.get("gpus") or []
                scan.slots["gpus"] = [
                    a.model_copy(update={"count": cards, "count_stated": True}) if a is ask else a
                    for a in asks
                ]
            return cards
    return ask.count


__all__ = ["cards_in_total"]
