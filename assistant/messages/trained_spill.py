"""What a slow trouble says of an image or video LoRA run whose step time climbs, en + zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

TRAINED_SPILL = T(
    "symptoms.trained_spill",
    "**A training run whose step time climbs several-fold partway, temperatures fine, is"
    " usually memory spilling out of the card: {job} needs about {need:,.1f} GB in"
    " {precision} against {usable:,.1f} GB usable, so once the run's memory grows (sample"
    " images, optimizer state, fragmentation) the driver moves part of it into shared system"
    " memory and every step waits on PCIe.** Make it fail fast instead of crawling (NVIDIA"
    " Control Panel: CUDA Sysmem Fallback Policy, Prefer No Sysmem Fallback), then make the"
    " run fit: fp8 base weights (kohya `--fp8_base`), gradient checkpointing,"
    " `blocks_to_swap`, cached latents and text encoder outputs, or a lower resolution.",
    "**训练跑到一半每步耗时翻了几倍、温度又正常，通常是显存溢出到了卡外：{job}（{precision}）"
    "约需 {need:,.1f} GB，可用只有 {usable:,.1f} GB，训练中显存一涨（采样出图、优化器状态、碎片），"
    "驱动就把一部分放进共享系统内存，每一步都要等 PCIe。**先让它直接报 OOM 而不是变慢（NVIDIA"
    " 控制面板：CUDA 系统内存回退策略，选“首选无系统内存回退”），再让训练放进显存：基座用 fp8"
    "（kohya `--fp8_base`）、梯度检查点、`blocks_to_swap`、缓存 latent 和文本编码器输出，"
    "或降低分辨率。",
)
"""A trained image or video job seen slowing, its memory over the card."""
TRAINED_FITS = T(
    "symptoms.trained_fits",
    "**{job} needs about {need:,.1f} GB in {precision} against {usable:,.1f} GB usable, so"
    " it fits; a step time that still climbs several-fold partway, temperatures fine, points"
    " at memory growing past the card mid-run (sample images, a second program on the card,"
    " fragmentation) and spilling into shared system memory.** Watch the card's memory and"
    ' "Shared GPU memory" as it slows, turn the sysmem fallback off (Prefer No Sysmem'
    " Fallback) to get an OOM instead of the crawl, and sample less often during training.",
    "**{job}（{precision}）约需 {need:,.1f} GB，可用 {usable:,.1f} GB，放得下；"
    "每步耗时仍在中途翻几倍、温度正常，说明训练中显存涨过了显卡（采样出图、卡上的其他程序、碎片），"
    "溢出到了共享系统内存。**变慢时看显存和“共享 GPU 内存”，关掉系统内存回退（首选无系统内存回退）"
    "让它直接报 OOM，并减少训练中的采样。",
)
"""A trained image or video job seen slowing though it fits: memory grown mid-run."""

__all__ = ["TRAINED_FITS", "TRAINED_SPILL"]
