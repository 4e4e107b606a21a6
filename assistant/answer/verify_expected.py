"""The readings a genuine card shows, beside the checks for a card bought or rented.

"ebay v100 32gb — what should I test in the first week?": the tests alone leave the reader
without the figures to hold the results against; the card's own catalog figures (``card_facts``)
give them: the memory total ``nvidia-smi`` prints, the power limit and the PCIe link. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.answer.compose_symptom import card_facts_of
from assistant.calc.troubleshoot import ECC_RESERVE, REPORT_MARGIN
from assistant.messages import verify as say
from assistant.models import ToolCall

_MIB_PER_GIB = 1024


def genuine_reads_line(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """Add what a genuine card of the one asked about reads; False when no card facts ran."""
    facts = card_facts_of(calls)
    card = draft.catalog.gpus.get(facts.gpu_id) if facts is not None else None
    if facts is None or card is None or card.vendor != "NVIDIA" or facts.memory_gb <= 0:
        return False  # nvidia-smi reads NVIDIA cards only
    nominal = facts.memory_gb * _MIB_PER_GIB  # a card's "32 GB" is 32 GiB
    power = say.GENUINE_POWER(watts=facts.tdp_w).render(draft.lang) if facts.tdp_w else ""
    link = ""
    if facts.pcie_gen:
        gen = facts.pcie_gen.replace(".0", "").replace(" x", " ×")
        link = say.GENUINE_LINK(gen=f"Gen{gen}").render(draft.lang)
    line = say.GENUINE_READS(
        gpu=f"{draft.gpu_name(facts.gpu_id)} {draft.spec(facts.gpu_id)}".strip(),
        low=nominal * (1 - ECC_RESERVE - REPORT_MARGIN),
        high=nominal,
        gb=facts.memory_gb,
        power=power,
        link=link,
    )
    draft.add(line.render(draft.lang))
    return True


__all__ = ["genuine_reads_line"]
