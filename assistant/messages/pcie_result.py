"""Sentences for a host-to-card copy rate measured over PCIe (``dcgmi diag``, ``bandwidthTest``).

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

PCIE_COPY_LOW = T(
    "pcie_result.low",
    "**No: {measured:g} GB/s between the host and the {gpu} is short of its PCIe {spec} link,"
    " which carries about {full:g} GB/s each way; a healthy link measures {need:g} GB/s or"
    " more.** The link is running narrower or a generation lower than it should (the slot, a"
    " riser, a BIOS setting or a badly seated card): read `nvidia-smi -q -d PCIE` under load and"
    " ask the provider for another host. Loading the weights and copies to or from system RAM"
    " take about {times:.1f}x as long; work that stays on the card runs at full speed.",
    "**不正常：主机到 {gpu} 只有 {measured:g} GB/s，达不到它的 PCIe {spec} 链路：这条链路单向约"
    " {full:g} GB/s，健康的链路实测应有 {need:g} GB/s 以上。**链路跑在更窄的通道或更低一代上"
    "（插槽、转接线、BIOS 设置或卡没插好）：负载下看 `nvidia-smi -q -d PCIE`，找服务商换一台主机。"
    "加载权重、与系统内存之间的拷贝要多花约 {times:.1f} 倍时间；数据留在显卡上的计算不受影响。",
)
PCIE_COPY_NORMAL = T(
    "pcie_result.normal",
    "**Yes: {measured:g} GB/s between the host and the {gpu} is normal for its PCIe {spec} link,"
    " which carries about {full:g} GB/s each way ({need:g} GB/s or more is healthy).**",
    "**正常：主机到 {gpu} 实测 {measured:g} GB/s，符合它的 PCIe {spec} 链路：单向约 {full:g} GB/s，"
    "实测 {need:g} GB/s 以上就算健康。**",
)
