"""First line for a host-to-card copy rate measured over PCIe, held against the card's link.

"dcgmi diag -r 2: Fail - PCIe bandwidth: 11.2 GB/s", "bandwidthTest host to device 24 GB/s":
the figure against what the card's PCIe generation and width carry (``calc.rates.PCIE_GB_S``,
the achievable one-way x16 rates). Pure: no I/O.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.rates import PCIE_GB_S
from assistant.messages import pcie_result as msg
from assistant.models import GPU, TestResult

PCIE_SHARE = 0.8
"""A healthy link copies at this share of the achievable rate or more (25 GB/s on Gen4 x16 gives
20, the floor ``dcgmi diag`` itself prints as "expected > 20")."""


def pcie_copy_lead(draft: Draft, result: TestResult, card: GPU) -> bool:
    """Judge the host-to-card rate against ``card``'s link; False when no figure was said."""
    measured = result.figure_gb_s
    if measured is None:
        return False
    gen = (card.pcie_gen or "4").strip()[:1]
    lanes = 8 if "x8" in (card.pcie_gen or "") else 16
    full = PCIE_GB_S.get(gen, PCIE_GB_S["4"]) * lanes / 16
    need = round(full * PCIE_SHARE, 1)
    normal = measured >= need
    draft.verdict = "yes" if normal else "no"
    lead = msg.PCIE_COPY_NORMAL if normal else msg.PCIE_COPY_LOW
    said: dict[str, str | float] = dict(
        gpu=draft.gpu_name(card.id), spec=f"Gen{gen} x{lanes}", full=full, need=need
    )
    draft.add(lead(measured=measured, times=full / measured, **said).render(draft.lang))
    return True


__all__ = ["PCIE_SHARE", "pcie_copy_lead"]
