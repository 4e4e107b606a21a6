"""Sentences for a slowdown once a model's layers reach the slower of two different cards."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

MIXED_SLOW = T(
    "mixed_slow.lead",
    "**Partly, yes: the {slow} reads its memory at {slow_bw:,.0f} GB/s against the {fast}'s"
    " {fast_bw:,.0f} GB/s, and the cards run their layers one after the other, so every layer"
    " placed on the {slow} takes about {ratio:.1f}x as long as on the {fast}.** That costs"
    " speed in proportion to the share of the model on the {slow}; a fall to a quarter or less"
    " is more than bandwidth explains: check that the {slow} is not on a chipset x4 or x1 slot"
    " (`nvidia-smi -q -d PCIE`) and that nothing spills into system RAM, and keep as much of the"
    " model as fits on the {fast} (the split or layer count per card).",
    "**部分是的：{slow} 的显存带宽只有 {slow_bw:,.0f} GB/s，{fast} 是 {fast_bw:,.0f} GB/s，"
    "而两张卡是按层先后轮流计算的，所以放到 {slow} 上的每一层都要花约 {ratio:.1f} 倍的时间。**"
    "速度损失与放在 {slow} 上的模型比例成正比；掉到四分之一甚至更低，就不只是带宽的原因了："
    "检查 {slow} 是否插在芯片组引出的 x4 或 x1 插槽上（`nvidia-smi -q -d PCIE`），"
    "有没有溢出到系统内存，并让尽量多的层留在 {fast} 上（按卡分配的显存或层数）。",
)
"""Two different cards split by layers: the slower card's memory bandwidth bounds its layers."""

__all__ = ["MIXED_SLOW"]
