"""A card's sibling suspected handed over: the readings judged against both.

Both patterns state the same named values with the same formats (``messages.table``'s rule).
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

VARIANT_NOT = T(
    "variant.not",
    "**No, these readings are the {got}'s, not the {suspect}'s:** {evidence}.",
    "**不是 {suspect}，这些读数是 {got} 的：**{evidence}。",
)
VARIANT_YES = T(
    "variant.yes",
    "**Yes, these readings point to the {suspect}, not the {got}:** {evidence}.",
    "**是的，这些读数更像 {suspect}，而不是 {got}：**{evidence}。",
)
VARIANT_UNTOLD = T(
    "variant.untold",
    "**These readings cannot tell the {got} from the {suspect}:** {evidence}.",
    "**单凭这些读数分不出 {got} 和 {suspect}：**{evidence}。",
)
VARIANT_HOW = T(
    "variant.how",
    "**The {got} and the {suspect} tell apart by name and power limit, not by memory:**"
    " {evidence}.",
    "**{got} 和 {suspect} 靠名字和功耗上限区分，显存区分不了：**{evidence}。",
)
POWER_IS = T(
    "variant.power_is",
    "a {watts:g} W power limit is the {match}'s default (the {other}'s is {other_w:g} W)",
    "功耗上限 {watts:g} W 是 {match} 的默认值（{other} 是 {other_w:g} W）",
)
POWER_NEITHER = T(
    "variant.power_neither",
    "a {watts:g} W power limit is neither default ({got} {got_w:g} W, {suspect} {suspect_w:g} W):"
    " the card is capped, whichever it is",
    "功耗上限 {watts:g} W 两款的默认值都不是（{got} {got_w:g} W，{suspect} {suspect_w:g} W）："
    "不管是哪款，卡都被限了功耗",
)
POWER_DEFAULTS = T(
    "variant.power_defaults",
    "the {got}'s default power limit is {got_w:g} W and the {suspect}'s {suspect_w:g} W",
    "{got} 的默认功耗上限是 {got_w:g} W，{suspect} 是 {suspect_w:g} W",
)
MEMORY_SAME = T(
    "variant.memory_same",
    "{mib:,.0f} MiB is the {gb:g} GB both cards have, so the memory does not tell them apart",
    "{mib:,.0f} MiB 就是两款都有的 {gb:g} GB，显存分不出来",
)
MEMORY_BOTH = T(
    "variant.memory_both",
    "both have {gb:g} GB, so the memory total does not tell them apart",
    "两款都是 {gb:g} GB，显存总量分不出来",
)
VARIANT_CHECK = T(
    "variant.check",
    "`nvidia-smi --query-gpu=name,power.default_limit,memory.total --format=csv` prints the"
    ' name the card reports and its default limit; `gpu-advisor verify --expect "{got}"` also'
    " measures its matmul speed. The {slower} computes {slower_tflops:,.1f} dense BF16 TFLOPS"
    " against the {faster}'s {faster_tflops:,.1f}, about {gap:.0%} less: a job far slower than"
    " that gap is the setup, not which of the two it is.",
    "`nvidia-smi --query-gpu=name,power.default_limit,memory.total --format=csv` 会打印卡报告的"
    '名字和默认功耗上限；`gpu-advisor verify --expect "{got}"` 还会实测矩阵乘法速度。{slower}'
    " 的 BF16 稠密算力是 {slower_tflops:,.1f} TFLOPS，{faster} 是 {faster_tflops:,.1f}，只少约"
    " {gap:.0%}：慢得远超这个差距，是配置问题，不是拿到了哪一款的问题。",
)
