"""The first line for a PCIe link width read off a card without its generation ("链路 x4").

The width is held against the catalog row's ("4.0 x16"): the share of lanes left and the
bandwidth each way at the card's own generation. Pure: figures from the catalog row.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.messages import link_width as msg

LANE_GB_S = {1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938, 6: 7.563}
"""Usable bandwidth of one PCIe lane each way, GB/s, by generation (after line encoding)."""


def link_gb_s(gen: int, lanes: int) -> float:
    """Bandwidth each way of a PCIe link of ``lanes`` at generation ``gen``, GB/s."""
    return LANE_GB_S.get(gen, LANE_GB_S[4]) * lanes


def _split(draft: Draft) -> bool:
    """Whether the job spans cards: two or more named, so a model is split over them."""
    return sum(g.count for g in draft.query.gpus) > 1


def narrow_link_lead(draft: Draft, name: str, gen: int, lanes: int, width: int | None) -> bool:
    """Judge a width read alone against the card's ``gen`` x ``lanes``; False with no width."""
    if width is None:
        return False
    spec = f"Gen{gen} x{lanes}"
    if width >= lanes:
        draft.verdict = "yes"
        draft.add(msg.PCIE_FULL_WIDTH(gpu=name, width=width, spec=spec).render(draft.lang))
        return True
    asked = draft.query.fault_asked  # "is the x4 a problem?": yes, it is
    # "is that why inference is slow?": no, once loaded a model on one card barely uses it
    cause = draft.query.cause_guessed and not asked
    draft.verdict = "yes" if asked else "no"
    share = f"1/{lanes // width}" if lanes % width == 0 else f"{width}/{lanes}"
    said = msg.PCIE_NARROW_CAUSE if cause else msg.PCIE_NARROW
    # "4x 3090, one card at x4": split over the cards, the narrow link paces every step
    said = msg.PCIE_NARROW_SPLIT if said is msg.PCIE_NARROW and _split(draft) else said
    lead = (msg.PCIE_NARROW_ASKED if asked else said)(
        gpu=name,
        spec=spec,
        width=width,
        share=share,
        now_gb=link_gb_s(gen, width),
        full_gb=link_gb_s(gen, lanes),
        times=round(lanes / width, 1),
        lanes=lanes,
    )
    draft.add(lead.render(draft.lang))
    return True


__all__ = ["LANE_GB_S", "link_gb_s", "narrow_link_lead"]
