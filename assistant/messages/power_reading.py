"""What the answer to a power limit read off a machine says, in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats. The
limit read is held against the card's default ("nvidia-smi shows 350 W, normal?").
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

POWER_NORMAL = T(
    "trouble.power_normal",
    "**Yes, that is normal: {stated:g} W is {share:.0%} of the {card}'s default power limit of"
    " {default:g} W.**",
    "**正常：{stated:g} W 是 {card} 默认功耗上限 {default:g} W 的 {share:.0%}。**",
)
POWER_NOT_CAPPED = T(
    "trouble.power_not_capped",
    "**No, it is not capped: {stated:g} W is {share:.0%} of the {card}'s default power limit of"
    " {default:g} W.**",
    "**没有被限功耗：{stated:g} W 是 {card} 默认功耗上限 {default:g} W 的 {share:.0%}。**",
)
POWER_IS_CAPPED = T(
    "trouble.power_is_capped",
    "**Yes, it is capped: {stated:g} W is {share:.0%} of the {card}'s default power limit of"
    " {default:g} W, so the card computes slower than the one sold.**",
    "**是的，被限了功耗：{stated:g} W 只有 {card} 默认功耗上限 {default:g} W 的 {share:.0%}，"
    "算得比承诺的卡慢。**",
)
"""A cap asked about ("is it capped?"): the limit's polarity answers that question."""
POWER_VARIANT = T(
    "trouble.power_variant",
    "**No, not for an {card}: its default power limit is {default:g} W. {stated:g} W is the"
    " default of the {variant} ({variant_w:g} W), so the machine most likely has that card, or"
    " an {card} capped to {share:.0%} of its power.**",
    "**对 {card} 来说不正常：它的默认功耗上限是 {default:g} W。{stated:g} W 是 {variant}"
    " 的默认上限（{variant_w:g} W），所以这台机器很可能装的是 {variant}，或者是被限到"
    " {share:.0%} 功耗的 {card}。**",
)
POWER_CAPPED = T(
    "trouble.power_capped",
    "**No: {stated:g} W is {share:.0%} of the {card}'s default power limit of {default:g} W;"
    " the card is power-capped and computes slower than the one sold.**",
    "**不正常：{stated:g} W 只有 {card} 默认功耗上限 {default:g} W 的 {share:.0%}；"
    "这张卡被限了功耗，算得比承诺的卡慢。**",
)
POWER_HOW = T(
    "trouble.power_how",
    "Check it yourself: `nvidia-smi --query-gpu=name,power.limit,power.default_limit"
    " --format=csv` prints the card's full name beside its current and default limits (an"
    ' SXM module and a PCIe card are named apart), and `gpu-advisor verify --expect "{card}"`'
    " checks the limit and measures the compute.",
    "自己核对：`nvidia-smi --query-gpu=name,power.limit,power.default_limit --format=csv`"
    " 会同时列出显卡全名、当前上限和默认上限（SXM 模组和 PCIe 卡名称不同），"
    '`gpu-advisor verify --expect "{card}"` 会检查功耗上限并实测算力。',
)
POWER_PACKAGE = T(
    "trouble.power_package",
    "On a Radeon card rocm-smi reads the chip's package power limit, which leaves out the rest of"
    " the board, so the default sits some 10-15% under the rated board power; a limit under 80%"
    " of it was set by someone. Check it yourself: `rocm-smi --showmaxpower` prints the limit in"
    " force and `rocm-smi --showpower` the draw under load.",
    "Radeon 显卡上 rocm-smi 读到的是芯片的封装功耗上限，不含板上其余部分，所以默认值本来就比"
    "板卡额定功耗低 10-15%；低于 80% 才是有人限过。自己核对：`rocm-smi --showmaxpower`"
    " 显示当前生效的上限，`rocm-smi --showpower` 显示满载时的实际功耗。",
)
"""The check for a Radeon card: what rocm-smi's limit is, and the commands (no nvidia-smi)."""
