"""What a healthy NVLink machine's link matrix shows, said before any reading is pasted.

"what should `nvidia-smi topo -m` show between the two a100s if nvlink is wired up?": the
``NV#`` a genuine pair shows. Same rules as ``table``: both patterns state the same named values
with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

LINKS_EXPECTED = T(
    "links_expected.lead",
    "**With NVLink wired up, `nvidia-smi topo -m` shows `NV{expected}` between each pair of"
    " {cards}:** {expected} links of about {per:g} GB/s each way, {total:g} GB/s both ways per"
    " GPU; `PIX`, `PXB`, `PHB` or `SYS` in their cell means they talk over PCIe instead.",
    "**NVLink 接好时，`nvidia-smi topo -m` 在每两张 {cards} 之间显示 `NV{expected}`：**"
    "{expected} 条链路，每条单向约 {per:g} GB/s，每卡双向合计 {total:g} GB/s；格子里是 `PIX`、"
    "`PXB`、`PHB` 或 `SYS`，就说明它们走的是 PCIe。",
)

PCIE_ONLY = T(
    "links_expected.pcie_only",
    "**No NVLink on the {cards}: a pair of them talks over PCIe whatever the host, so"
    " `nvidia-smi topo -m` shows `PIX` or `PXB` when both sit under one PCIe switch, `PHB` under"
    " one CPU's root complex and `SYS` across CPUs;** which of these you get is the host's slot"
    " placement, not the card's.",
    "**{cards} 没有 NVLink：两张卡之间在任何主机上都走 PCIe，`nvidia-smi topo -m` 在同一 PCIe"
    " 交换芯片下显示 `PIX` 或 `PXB`，同一 CPU 根复合体下显示 `PHB`，跨 CPU 显示 `SYS`；**"
    "显示哪一种取决于主机的插槽布局，而不是卡本身。",
)
"""The link matrix of cards without NVLink, asked of a pair ("would two of them be wired
differently there?")."""

__all__ = ["LINKS_EXPECTED", "PCIE_ONLY"]
