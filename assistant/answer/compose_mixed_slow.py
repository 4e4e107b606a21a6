"""The first line for a slowdown on two different cards split by layers ("3090 + 3060"); pure.

"exllamav2 on a 3090 + 3060: 25 t/s drops to 6 once the model spills onto the 3060": the cards
run their layers in turn, so the layers on the card with less memory bandwidth take longer in
the ratio of the two cards' bandwidths, from their catalog rows. Both cards are named.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages.mixed_slow import MIXED_SLOW

SLOWER_BY = 1.3
"""The bandwidth ratio from which the slower card is named as the cause."""


def mixed_slow_lead(draft: Draft) -> str | None:
    """The bandwidth gap between the two different cards named; None for one card or alike."""
    ids = list(dict.fromkeys(g.gpu_id for g in draft.query.gpus))
    cards = [c for i in ids if (c := draft.catalog.gpus.get(i)) is not None]
    if len(ids) != 2 or len(cards) != 2:
        return None
    slow, fast = sorted(cards, key=lambda c: c.memory_bandwidth_gb_s)
    ratio = fast.memory_bandwidth_gb_s / slow.memory_bandwidth_gb_s
    if ratio < SLOWER_BY:
        return None
    lead = MIXED_SLOW(
        slow=draft.gpu_name(slow.id),
        fast=draft.gpu_name(fast.id),
        slow_bw=slow.memory_bandwidth_gb_s,
        fast_bw=fast.memory_bandwidth_gb_s,
        ratio=ratio,
    )
    return lead.render(draft.lang)


__all__ = ["mixed_slow_lead"]
