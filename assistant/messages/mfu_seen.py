"""What a trouble answer says of the MFU the asker measured, against published runs, en + zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

MFU_UNDER = T(
    "trouble.mfu_under",
    "An MFU of {mfu} is under the {low}-{high} that published bf16 training runs reach on {gpu}:"
    " roughly {lost} of the compute is lost, most often waiting on communication. ",
    "MFU {mfu} 低于 {gpu} 上公开的 bf16 训练水平（{low}-{high}）：约 {lost} 的算力没用上，"
    "最常见的是在等通信。",
)
"""A stated MFU under the published band ("mfu 只有 18%" on H800s): the share lost said."""
MFU_WITHIN = T(
    "trouble.mfu_within",
    "An MFU of {mfu} is about what published bf16 training runs reach on {gpu} ({low}-{high}). ",
    "MFU {mfu} 与 {gpu} 上公开的 bf16 训练水平（{low}-{high}）相当。",
)
"""A stated MFU inside or above the published band: the cards are used as well as usual."""

__all__ = ["MFU_UNDER", "MFU_WITHIN"]
