"""What a speed answer says of the speed lost without NVLink, en + zh.

Same conventions as ``llmcalc``: both languages state the same values.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

LINK_LOSS = T(
    "speed.link_loss",
    "**Without NVLink, about {pct:.0%} slower:** about {pcie:,.1f} tokens/s per sequence over"
    " PCIe against {linked:,.1f} with the bridge, for {model} on {setup} ({engine}).",
    "**去掉 NVLink 大约慢 {pct:.0%}：**{model} 在 {setup} 上（{engine}）走 PCIe 时单序列约"
    " {pcie:,.1f} tokens/s，有桥时约 {linked:,.1f} tokens/s。",
)
LINK_NO_LOSS = T(
    "speed.link_no_loss",
    "**Without NVLink, next to nothing is lost:** about {pcie:,.1f} tokens/s per sequence over"
    " PCIe, as with the bridge, for {model} on {setup} ({engine}): {split} passes little between"
    " the cards per token.",
    "**去掉 NVLink 几乎没有损失：**{model} 在 {setup} 上（{engine}）走 PCIe 时单序列约"
    " {pcie:,.1f} tokens/s，与有桥时相同：{split}每个 token 在卡间传的数据很少。",
)
LINK_CAUSE = T(
    "speed.link_cause",
    "With tensor parallelism each layer's all-reduce crosses the link twice per token: its"
    " latency, not its bandwidth, is what PCIe adds to a single stream.",
    "张量并行时每个 token 每层要在卡间做两次 all-reduce：单序列生成时 PCIe 增加的是这段延迟，"
    "而不是带宽。",
)
