"""The sequences a KV cache is sized for, with one sequence's share of the total.

"kv 总共要多少 G" for 20 sequences at once: the total leads, and each sequence's share is
said beside it, so the answer gives the cache for all of them as well as for one.
"""

from __future__ import annotations

from collections.abc import Sequence

from assistant.answer.compose import Draft, gb, say
from assistant.calc.kv_cache import KvCacheEstimate
from assistant.messages import Message
from assistant.messages import llmcalc as msg


def sequences_said(sequences: int, total_gb: float, lang: str) -> str:
    """The sequences said with each one's share ("for 20 sequences, 3.5 GB each"), or ""."""
    if sequences <= 1:
        return ""
    each = gb(total_gb / sequences)
    return say(
        lang, f" for {sequences} sequences, {each} each", f"（{sequences} 个序列，每个 {each}）"
    )


def beyond_window(draft: Draft, kv: KvCacheEstimate) -> str:
    """A clause for the lead when the context asked is past the model's window, or "".

    "一份合同十万 token，kv 占几个 G" of a 4k-window model: the size at the length asked leads,
    and the same line says that length is beyond what the model was trained to take.
    """
    model, context_tokens = draft.catalog.models.get(kv.model_id), kv.context_tokens
    if model is None or context_tokens <= model.max_context:
        return ""
    window = f"{model.max_context:,}"
    return say(
        draft.lang,
        f"; {context_tokens:,} tokens is beyond its {window}-token window",
        f"；{context_tokens:,} tokens 超出了它 {window} tokens 的最大上下文",
    )


def other_warnings(warnings: Sequence[Message]) -> list[Message]:
    """The cache's warnings less the one the lead already says (the context past the window)."""
    return [w for w in warnings if w.code != msg.KV_BEYOND_CONTEXT.code]


__all__ = ["beyond_window", "other_warnings", "sequences_said"]
