"""The MFU a training trouble states, set against the band published runs reach on the card.

"8 卡 h800 训练 mfu 只有 18%": the figure the asker measured is said back first, beside the
35-45% that large bf16 runs report on Hopper cards (``calc.training.mfu_range``), so the
answer says how far under it the job runs before the causes and the commands.
"""

from __future__ import annotations

from assistant.answer.compose import Draft
from assistant.calc.training import mfu_range
from assistant.messages import mfu_seen as msg


def _pct(share: float) -> str:
    return f"{share:.0%}"


def mfu_stated(draft: Draft) -> str:
    """The stated MFU against the card's published band ('' with no MFU or no card)."""
    query = draft.query
    gpu = draft.catalog.gpus.get(query.gpus[0].gpu_id) if query.gpus else None
    if query.mfu is None or gpu is None:
        return ""
    low, high, _ = mfu_range(gpu, query.gpus[0].count)
    said = {"mfu": _pct(query.mfu), "low": _pct(low), "high": _pct(high), "gpu": gpu.name}
    if query.mfu >= low:
        return msg.MFU_WITHIN(**said).render(draft.lang)
    lost = _pct(1 - query.mfu / high)
    return msg.MFU_UNDER(lost=lost, **said).render(draft.lang)


__all__ = ["mfu_stated"]
