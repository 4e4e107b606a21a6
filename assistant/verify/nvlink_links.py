"""NVLink links seen on a machine held against the card's own: all there, or some missing.

A card's NVLink figure in the catalog (``interconnect_gb_s``) is both directions over all its
links; each link carries a fixed rate each way by NVLink generation, so the figure gives the
link count: 600 GB/s on an A100 is 12 links of 25 GB/s, 400 GB/s on an H800 is 8, 900 GB/s on
an H100 SXM is 18. ``nvidia-smi topo -m`` prints ``NV#`` (# links between two GPUs) and
``nvidia-smi nvlink -s`` each link's one-way rate (Hopper's 25 GB/s links print 26.562, their
signalling rate). Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.models import GPU

LINK_GB_S = {"blackwell": 50.0, "ga102": 14.0625, "pascal": 20.0}
"""One link's one-way rate, GB/s, where it is not NVLink 2-4's 25 GB/s: NVLink 5 (Blackwell),
the GA102 cards' bridge (4 links, 112.5 GB/s) and NVLink 1 (Pascal)."""
DEFAULT_LINK_GB_S = 25.0
"""NVLink 2, 3 and 4 (Volta, Turing, GA100, Hopper): 25 GB/s each way per link."""
RATE_SLACK = 0.9
"""A link shown below this share of its generation's rate runs slow (26.562 on a 25 is fine)."""


@dataclass(frozen=True)
class LinkCheck:
    """The links seen against the card's: how many it has, each one's rate, whether all show."""

    expected: int
    """Links the card has (per GPU, or between two GPUs through NVSwitch or bridges)."""
    per_link_gb_s: float
    """One link's one-way rate for the card's NVLink generation."""
    total_gb_s: float
    """The card's NVLink figure, both directions over all links."""
    shown: int | None
    rate_gb_s: float | None
    full: bool
    """Every link there, each at its rate."""


def link_rate(gpu: GPU) -> float:
    """One NVLink link's one-way GB/s on ``gpu``, by its generation (read off the architecture)."""
    arch = gpu.architecture.lower()
    return next((r for key, r in LINK_GB_S.items() if key in arch), DEFAULT_LINK_GB_S)


def nvlink_check(gpu: GPU, shown: int | None, rate: float | None) -> LinkCheck | None:
    """Hold the links seen (``shown``) and one link's rate (``rate``) against ``gpu``'s.

    None when the card has no NVLink figure or nothing was seen.
    """
    if not gpu.nvlink or gpu.interconnect_gb_s <= 0 or (shown is None and rate is None):
        return None
    per = link_rate(gpu)
    expected = max(1, round(gpu.interconnect_gb_s / (2 * per)))
    full = (shown is None or shown >= expected) and (rate is None or rate >= per * RATE_SLACK)
    return LinkCheck(
        expected=expected,
        per_link_gb_s=per,
        total_gb_s=gpu.interconnect_gb_s,
        shown=shown,
        rate_gb_s=rate,
        full=full,
    )


__all__ = ["LinkCheck", "link_rate", "nvlink_check"]
