"""The second of two readings judged in one answer (memory and power limit read together).

"nvidia-smi: 24564 MiB, 450.00 W. all as advertised?": the first reading is the lead; the other
one is judged in a sentence after it. Same rules as ``table``: both patterns state the same named
values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

ALSO_POWER_NORMAL = T(
    "both.power_normal",
    "The {stated:g} W power limit is right too: the {card}'s default is {default:g} W.",
    "功耗上限 {stated:g} W 也正常：{card} 的默认上限是 {default:g} W。",
)
ALSO_POWER_LOW = T(
    "both.power_low",
    "The {stated:g} W power limit is not: it is {share:.0%} of the {card}'s default"
    " {default:g} W, so the card is power-capped and computes slower than the one sold.",
    "功耗上限 {stated:g} W 却不对：只有 {card} 默认上限 {default:g} W 的 {share:.0%}，"
    "卡被限了功耗，算得比承诺的卡慢。",
)
ALSO_MEMORY_YES = T(
    "both.memory_yes",
    "The memory is right too: {stated:,g} {unit} is {gib:,.2f} GiB, within the"
    " {low:,.1f}–{high:,.1f} GiB a genuine {card} reports.",
    "显存也正常：{stated:,g} {unit} 即 {gib:,.2f} GiB，在真正的 {card} 的"
    " {low:,.1f}–{high:,.1f} GiB 之内。",
)
ALSO_MEMORY_NO = T(
    "both.memory_no",
    "The memory is not: {stated:,g} {unit} is {gib:,.2f} GiB, below the {low:,.1f}–{high:,.1f}"
    " GiB a genuine {card} reports.",
    "显存却不对：{stated:,g} {unit} 即 {gib:,.2f} GiB，不在真正的 {card} 的"
    " {low:,.1f}–{high:,.1f} GiB 之内。",
)
