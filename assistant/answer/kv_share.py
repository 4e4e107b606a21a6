"""The sequences a KV cache is sized for, with one sequence's share of the total.

"kv 总共要多少 G" for 20 sequences at once: the total leads, and each sequence's share is
said beside it, so the answer gives the cache for all of them as well as for one.
"""

from __future__ import annotations

from assistant.answer.compose import gb, say


def sequences_said(sequences: int, total_gb: float, lang: str) -> str:
    """The sequences said with each one's share ("for 20 sequences, 3.5 GB each"), or ""."""
    if sequences <= 1:
        return ""
    each = gb(total_gb / sequences)
    return say(
        lang, f" for {sequences} sequences, {each} each", f"（{sequences} 个序列，每个 {each}）"
    )


__all__ = ["sequences_said"]
