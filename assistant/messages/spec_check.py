"""What the answer to a card's specifications read off by a tool says (``calc.spec_check``).

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

SPEC_MATCH = T(
    "spec.match",
    "**Yes, those readings are consistent with a genuine {gpu}: {fields}.**",
    "**是的，这些读数与真 {gpu} 相符：{fields}。**",
)
SPEC_MISMATCH = T(
    "spec.mismatch",
    "**Those readings do not match a genuine {gpu}: {fields}.**",
    "**这些读数与真 {gpu} 对不上：{fields}。**",
)
SPEC_MATCH_NEXT = T(
    "spec.match_next",
    "These are the fields a relabelled or cut-down card most often gets wrong; a load test"
    " (gpu-burn for 30 minutes, memtest_vulkan over all the memory) then checks its health and"
    " that it performs like one.",
    "改标或阉割的卡最常在这些项上露馅；接下来用负载测试（gpu-burn 跑 30 分钟、memtest_vulkan"
    " 测满全部显存）检查它的健康状况和性能是否达标。",
)
SPEC_MISMATCH_NEXT = T(
    "spec.mismatch_next",
    "That points to a different or cut-down card relabelled (a flashed BIOS changes the name"
    " shown, not the chip's memory bus), or a misread field: check the reading again, and if it"
    " holds, return the card.",
    "这说明很可能是别的卡或阉割卡改了标（刷 BIOS 能改显示的型号，改不了芯片的显存总线），"
    "或者读错了项：再核对一遍读数，属实的话就退货。",
)
SHADERS_UNCHECKED = T(
    "spec.shaders_unchecked",
    "The shader count ({shaders}) is not in my catalog, so I did not check it.",
    "着色器数量（{shaders}）不在我的目录里，所以没有核对。",
)
MEMCLOCK_OK = T(
    "spec.memclock_ok",
    "a {seen} memory clock ({rate:g} Gbps per pin over a {bus}-bit bus gives its"
    " {bandwidth:,.0f} GB/s)",
    "显存最高频率 {seen}（每针 {rate:g} Gbps、{bus} 位总线，正好是它的 {bandwidth:,.0f} GB/s）",
)
MEMCLOCK_BAD = T(
    "spec.memclock_bad",
    "a {seen} memory clock where a genuine one reaches about {expected} ({bandwidth:,.0f} GB/s"
    " over its {bus}-bit bus)",
    "显存最高频率 {seen}，真卡约 {expected}（{bus} 位总线上的 {bandwidth:,.0f} GB/s）",
)
CHIP_OK = T("spec.chip_ok", "the {seen} chip", "{seen} 核心")
CHIP_BAD = T(
    "spec.chip_bad",
    "the {seen} chip where it has the {expected}",
    "核心是 {seen}，真卡是 {expected}",
)
MEMORY_OK = T("spec.memory_ok", "{seen} of memory", "{seen} 显存")
MEMORY_BAD = T(
    "spec.memory_bad", "{seen} of memory where it has {expected}", "显存 {seen}，真卡是 {expected}"
)
TYPE_OK = T("spec.type_ok", "{seen} memory", "{seen} 显存")
TYPE_BAD = T(
    "spec.type_bad", "{seen} memory where it has {expected}", "显存类型 {seen}，真卡是 {expected}"
)
BUS_OK = T(
    "spec.bus_ok",
    "a {seen} bus ({rate:g} Gbps per pin for its {bandwidth:,.0f} GB/s, as {type} runs)",
    "{seen} 位宽（{bandwidth:,.0f} GB/s 折合每针 {rate:g} Gbps，正是 {type} 的速率）",
)
BUS_BAD = T(
    "spec.bus_bad",
    "a {seen} bus, which would need {rate:g} Gbps per pin to give its {bandwidth:,.0f} GB/s,"
    " where {type} runs at {expected} Gbps",
    "{seen} 位宽要做到它的 {bandwidth:,.0f} GB/s，每针得跑 {rate:g} Gbps，而 {type} 只有"
    " {expected} Gbps",
)
ROPS_OK = T("spec.rops_ok", "{seen} ROPs", "{seen} 个 ROP")
ROPS_BAD = T(
    "spec.rops_bad",
    "{seen} ROPs where it has {expected}: part of the chip is disabled",
    "ROP {seen} 个，真卡是 {expected} 个：芯片有一部分被屏蔽了",
)
ROPS_PARTITION = T(
    "spec.rops_partition",
    "{seen} ROPs where it has {expected}: one ROP partition missing, the defect NVIDIA confirmed"
    " in February 2025 on under 0.5% of early RTX 5090, 5090 D and 5070 Ti cards (5080s were"
    " reported too): about 4% less graphics speed by NVIDIA's account, up to 11% in some tests,"
    " none in AI or compute work, and the card's maker replaces it",
    "ROP {seen} 个，真卡是 {expected} 个：少了一组 ROP 分区，正是 NVIDIA 2025 年 2 月确认的早期"
    "批次缺陷（不到 0.5% 的 RTX 5090、5090 D 和 5070 Ti，5080 也有报告）：按 NVIDIA 的说法图形性能"
    "平均低约 4%，个别测试达 11%，AI 和计算任务不受影响，可以找显卡厂商换新",
)
ROPS_PARTITION_NEXT = T(
    "spec.rops_partition_next",
    "Keep the GPU-Z screenshot and ask the seller or the card's maker for a replacement; until"
    " then it runs AI work as a full card would (the missing ROPs draw pixels, not matmuls).",
    "保留 GPU-Z 截图，找卖家或显卡厂商换新；换之前跑 AI 任务和完整的卡一样（缺的 ROP 负责"
    "出像素，不参与矩阵乘法）。",
)
