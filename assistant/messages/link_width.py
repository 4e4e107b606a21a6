"""Sentences for a PCIe link width read off a card with no generation ("链路 x4"), en and zh."""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

PCIE_NARROW = T(
    "link_width.narrow",
    "**No, that is short of the {gpu}'s link: it is built for PCIe {spec}, and x{width} leaves"
    " {share} of the lanes, about {now_gb:.0f} GB/s each way instead of {full_gb:.0f} GB/s.**"
    " Loading the weights and copying between cards or to system RAM take about {times:g}x as"
    " long; a model that sits whole on the card generates at nearly the same speed once loaded."
    " Move the card to a CPU-attached x16 slot (or ask the provider for a full-width host) and"
    " read `nvidia-smi -q -d PCIE` again under load.",
    "**比 {gpu} 的完整链路窄：这张卡按 PCIe {spec} 设计，x{width} 只剩 {share} 的通道，"
    "单向约 {now_gb:.0f} GB/s，而不是 {full_gb:.0f} GB/s。**加载权重、卡间或与系统内存之间的拷贝"
    "要多花约 {times:g} 倍时间；模型整个放在显存里时，加载完之后的生成速度几乎不受影响。"
    "把卡插到直连 CPU 的 x16 插槽（或让服务商换一台满速的机器），"
    "负载下再看 `nvidia-smi -q -d PCIE`。",
)
PCIE_NARROW_SPLIT = T(
    "link_width.narrow_split",
    "**That link is short of the {gpu}'s: it is built for PCIe {spec}, and x{width} leaves"
    " {share} of the lanes, about {now_gb:.0f} GB/s each way instead of {full_gb:.0f} GB/s.**"
    " With a model split over the cards, tensor parallel exchanges every layer's activations"
    " over this link, so the narrowest link sets the pace of every step; a layer split"
    " (pipeline, llama.cpp's default) crosses it once per token and minds it far less. Move the"
    " card to a CPU-attached slot with more lanes and read `nvidia-smi -q -d PCIE` again under"
    " load (an idle link also drops its generation).",
    "**比 {gpu} 的完整链路窄：这张卡按 PCIe {spec} 设计，x{width} 只剩 {share} 的通道，"
    "单向约 {now_gb:.0f} GB/s，而不是 {full_gb:.0f} GB/s。**模型切在多张卡上时，张量并行每一层都要"
    "经这条链路交换激活值，最窄的链路决定每一步的速度；按层切分（流水线并行、llama.cpp 默认方式）"
    "每个 token 只跨一次，受影响小得多。把卡换到直连 CPU、通道更多的插槽，"
    "负载下再看 `nvidia-smi -q -d PCIE`（空闲时链路也会降代）。",
)
PCIE_NARROW_ASKED = T(
    "link_width.narrow_asked",
    "**Yes, x{width} is a problem for the {gpu}: it is built for PCIe {spec}, and x{width} leaves"
    " {share} of the lanes, about {now_gb:.0f} GB/s each way instead of {full_gb:.0f} GB/s; lanes"
    " lost are most often the slot, a riser or the card not fully seated, seldom the card"
    " itself.** Loading the weights and copying between cards or to system RAM take about"
    " {times:g}x as long. Reseat the card without the riser in a CPU-attached x16 slot and read"
    " `nvidia-smi -q -d PCIE` again under load: x{lanes} there clears the card; still x{width} in"
    " a slot known to run x16 points at the card's edge connector.",
    "**是问题：{gpu} 按 PCIe {spec} 设计，x{width} 只剩 {share} 的通道，"
    "单向约 {now_gb:.0f} GB/s，而不是 {full_gb:.0f} GB/s；少了通道多半是插槽、转接线（riser）"
    "或卡没插到底，很少是卡本身。**加载权重、卡间或与系统内存之间的拷贝要多花约 {times:g} 倍时间。"
    "去掉转接线，把卡插到直连 CPU 的 x16 插槽，负载下再看 `nvidia-smi -q -d PCIE`："
    "那里能到 x{lanes} 说明卡没问题；在确认能跑 x16 的插槽里仍是 x{width}，才是卡的金手指有问题。",
)
"""The same, where the asker put it as a fault ("is the x4 a problem?", "x8 是个问题吗")."""
PCIE_NARROW_CAUSE = T(
    "link_width.narrow_cause",
    "**No, not for generation speed: x{width} leaves the {gpu} {share} of its PCIe {spec} lanes,"
    " about {now_gb:.0f} GB/s each way instead of {full_gb:.0f} GB/s, which makes loading the"
    " weights about {times:g}x slower, but a model that sits whole on one card generates at"
    " nearly the same speed once loaded.** A lower generation read at idle is the link saving"
    " power; read `nvidia-smi -q -d PCIE` under load. Slow inference on one card points"
    " elsewhere: part of the model in system RAM, the clocks or power limit held down, or a"
    " CPU-only build of the runtime. It does matter when the model is split across cards or"
    " spills to system RAM, where every step crosses the link.",
    "**不是，至少不影响生成速度：x{width} 让 {gpu} 只剩 PCIe {spec} 的 {share} 通道，"
    "单向约 {now_gb:.0f} GB/s，而不是 {full_gb:.0f} GB/s，加载权重要慢约 {times:g} 倍；"
    "但模型整个放在一张卡的显存里时，加载完之后的生成速度几乎不受影响。**空闲时代数降低是链路在省电，"
    "负载下再看 `nvidia-smi -q -d PCIE`。单卡推理慢要找别的原因：模型有一部分放在系统内存、"
    "频率或功耗上限被压低，或者运行时装成了只用 CPU 的版本。"
    "只有模型切到多张卡上或溢出到系统内存时，每一步都要走这条链路，x{width} 才会明显拖慢。",
)
"""The same, put as the cause of slow inference ("is that why inference is slow?")."""
PCIE_FULL_WIDTH = T(
    "link_width.full",
    "**Yes, x{width} is the {gpu}'s full width (PCIe {spec}).** Read the generation too under"
    " load: `nvidia-smi --query-gpu=pcie.link.gen.current,pcie.link.width.current --format=csv`.",
    "**正常，x{width} 就是 {gpu} 的满宽度（PCIe {spec}）。**负载下再确认代数："
    "`nvidia-smi --query-gpu=pcie.link.gen.current,pcie.link.width.current --format=csv`。",
)

__all__ = [
    "PCIE_FULL_WIDTH",
    "PCIE_NARROW",
    "PCIE_NARROW_ASKED",
    "PCIE_NARROW_CAUSE",
    "PCIE_NARROW_SPLIT",
]
