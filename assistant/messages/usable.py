"""Sentences for how much of a card's memory a model can use, en and zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

USABLE = T(
    "usable.lead",
    "**About {usable_gib:.1f} GiB of the {gpu}'s {sold:g} GB is left for a model's weights and"
    " cache ({usable:.1f} of its {capacity:.1f} GB in decimal units; cards are sold in binary"
    " GiB):** the driver and memory fragmentation hold back about {reserve:.1f} GB and each"
    " program's CUDA context about {context:.1f} GB.",
    "**{gpu} 的 {sold:g} GB 里，约 {usable_gib:.1f} GiB 能留给模型的权重和缓存（十进制为"
    " {capacity:.1f} GB 中的 {usable:.1f} GB；显存按二进制 GiB 标称）：**驱动和显存碎片约占"
    " {reserve:.1f} GB，每个程序的 CUDA 上下文再占约 {context:.1f} GB。",
)
USABLE_DESKTOP = T(
    "usable.desktop",
    "That counts about {desktop:.1f} GB for a desktop (Windows or a Linux desktop drawing on this"
    " card); with no monitor on it, about {headless:.1f} GiB is left. `nvidia-smi` shows what other"
    " programs hold before you load anything.",
    "其中算了约 {desktop:.1f} GB 给桌面（Windows 或 Linux 桌面用这张卡显示）；不接显示器时约剩"
    " {headless:.1f} GiB。加载模型前先用 `nvidia-smi` 看其他程序占了多少。",
)

__all__ = ["USABLE", "USABLE_DESKTOP"]
