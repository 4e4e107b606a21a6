"""An out-of-memory answer's yes or no when one memory saver is asked to fix it on its own.

"would gradient checkpointing alone fix it?": the planner sized the job as stated with that one
change (``estimate_memory`` with ``grad_checkpointing``); its fit leads, before the memory
breakdown and the remedies, which stack changes on top of one another. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb
from assistant.calc.sizing import MemoryEstimate
from assistant.messages.saver_alone import CHECKPOINTING_ALONE_FITS, CHECKPOINTING_ALONE_SHORT
from assistant.models import ToolCall


def lead_saver_alone(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """Put the checkpointing-alone verdict first, when it was asked and sized."""
    if draft.query.saver_alone_asked != "grad_checkpointing":
        return
    sized = next(
        (c for c in calls if c.tool == "estimate_memory" and c.input.get("grad_checkpointing")),
        None,
    )
    alone = sized.typed(MemoryEstimate) if sized is not None else None
    if not isinstance(alone, MemoryEstimate):
        return
    said = CHECKPOINTING_ALONE_FITS if alone.fits else CHECKPOINTING_ALONE_SHORT
    draft.verdict = "yes" if alone.fits else "no"
    line = said(need=gb(alone.per_gpu_gb), usable=gb(alone.usable_gb)).render(draft.lang)
    draft.paragraphs.insert(0, line)


__all__ = ["lead_saver_alone"]
