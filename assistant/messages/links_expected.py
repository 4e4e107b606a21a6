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

__all__ = ["LINKS_EXPECTED"]
