"""The memory a quantized KV cache saves against the 16-bit cache, said after its size; pure.

"llama.cpp -ctk q8_0 -ctv q8_0, how much does that save?": the cache at the precision the flags
name is sized, and its saving against the 16-bit cache of the same table is said beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft
from assistant.calc.offload import KvCacheReport
from assistant.messages import kv_saving as msg
from assistant.models import ToolCall

_SIXTEEN_BIT = ("bf16", "fp16")


def add_kv_saving(draft: Draft, calls: Sequence[ToolCall]) -> None:
    """After the size, what the asked quantized cache saves against the 16-bit one."""
    asked = draft.query.kv_precision
    call = next((c for c in calls if c.tool == "estimate_kv_cache"), None)
    out = call.typed(KvCacheReport) if call is not None else None
    if asked is None or asked in _SIXTEEN_BIT or out is None or not draft.paragraphs:
        return
    kv = out.kv_cache
    base = next((r for r in kv.by_precision if r.kv_precision in _SIXTEEN_BIT), None)
    if kv.kv_precision != asked or base is None or base.total_gb <= kv.total_gb:
        return
    saved = base.total_gb - kv.total_gb
    line = msg.KV_SAVES(
        saved=saved,
        share=100 * saved / base.total_gb,
        base=base.kv_precision,
        base_gb=base.total_gb,
    ).render(draft.lang)
    at = next((i for i, p in enumerate(draft.paragraphs) if p.startswith("| ")), None)
    draft.paragraphs.insert(at if at is not None else len(draft.paragraphs), line)


__all__ = ["add_kv_saving"]
