"""The sold card's own product name read off the machine: yes by its name, said first.

Both patterns state the same named values with the same formats (``messages.table``'s rule).
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

NAME_SHOWN = T(
    "name_shown.lead",
    "**Yes, by its name: `{shown}` is the name nvidia-smi gives the {gpu}; the card's other"
    " versions put their form in the name (PCIe, NVL).**",
    "**是的，看名字就是：`{shown}` 正是 nvidia-smi 对 {gpu} 的叫法；同一张卡的其他版本会把形态"
    "写进名字（PCIe、NVL）。**",
)
NAME_SHOWN_MODULE_LINKS = T(
    "name_shown.module_links",
    "A PCIe width of ×16 is the module's link to the host, which the {gpu} has too ({pcie}), so"
    " it does not tell an SXM from a PCIe card; NVLink showing no links is what a pod with one"
    " GPU of the board shows (no peer to link to), while two or more should each show their"
    " links active.",
    "PCIe 宽度 ×16 是模块到主机的链路，{gpu} 也有（{pcie}），分不出 SXM 和 PCIe 卡；NVLink 显示"
    "没有链路，是单卡 pod 的常态（没有可互联的另一张卡），两张及以上时每张都应显示链路为激活。",
)
