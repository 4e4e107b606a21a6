"""Which of two memory versions of one card a machine is: its memory total answers first.

"H20 的卡，nvidia-smi 显示 96GB，但 H20 有 141G 版本，我租到的是哪版？": the total read is set
against both versions named (``check_memory_reading`` holds it against the first), and the
version it is said first, before the two cards' facts. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.troubleshoot import ReadingCheck
from assistant.messages import which_version as say
from assistant.models import ToolCall


def which_version_lead(draft: Draft, calls: Sequence[ToolCall]) -> bool:
    """The version the memory total reads as; False unless two versions of a card are named."""
    ids = list(dict.fromkeys(g.gpu_id for g in draft.query.gpus))
    if len(ids) != 2:
        return False
    first, second = (draft.catalog.gpus[i] for i in ids)
    if first.vendor != second.vendor or first.memory_gb == second.memory_gb:
        return False
    if first.architecture != second.architecture:
        return False  # "sold an A6000, shows an L20": two cards, not two versions of one
    checks = [c.typed(ReadingCheck) for c in calls if c.tool == "check_memory_reading"]
    check = next((c for c in checks if c is not None and c.gpu_id == first.id), None)
    if check is None:
        return False
    got, other = sorted((first, second), key=lambda g: abs(g.memory_gb - check.stated_gib))
    draft.verdict = "yes" if got.id == first.id else "no"
    stated = f"{check.stated:g} {check.unit}"
    draft.add(
        say.WHICH_VERSION(
            got=draft.gpu_name(got.id),
            stated=stated,
            got_gb=got.memory_gb,
            other=draft.gpu_name(other.id),
            other_gb=other.memory_gb,
        ).render(draft.lang)
    )
    return True


__all__ = ["which_version_lead"]
