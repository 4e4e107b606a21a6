"""A core clock read under load below its maximum: which limit holds it, said first.

Both patterns state the same named values with the same formats (``messages.table``'s rule).
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

CLOCK_HELD_COOL = T(
    "clock_held.cool",
    "**Likely a power limit or a clock set on it, not heat: at {temp:g} °C the {gpu} is well"
    " below the {hot:g} °C or so where heat slows it, yet its SM clock sits at {now:,.0f} of"
    " {top:,.0f} MHz ({share:.0%}) under load.**",
    "**多半是功耗上限或被设定的频率，不是温度：{gpu} 才 {temp:g}°C，离约 {hot:g}°C 的过热降频点"
    "还远，负载下 SM 频率却只有 {top:,.0f} MHz 里的 {now:,.0f} MHz（{share:.0%}）。**",
)
CLOCK_HELD_HOT = T(
    "clock_held.hot",
    "**Likely heat: at {temp:g} °C the {gpu} is at the {hot:g} °C or so where it slows itself,"
    " and its SM clock sits at {now:,.0f} of {top:,.0f} MHz ({share:.0%}) under load.**",
    "**多半是温度：{gpu} 已到 {temp:g}°C，在约 {hot:g}°C 的过热降频点上，负载下 SM 频率只有"
    " {top:,.0f} MHz 里的 {now:,.0f} MHz（{share:.0%}）。**",
)
CLOCK_HELD = T(
    "clock_held.unread_heat",
    "**No, that is held down: the {gpu}'s SM clock at {now:,.0f} of {top:,.0f} MHz"
    " ({share:.0%}) under load means a limit holds it (heat, the power limit or a clock set"
    " on it).**",
    "**不正常，被压着跑：{gpu} 负载下 SM 频率只有 {top:,.0f} MHz 里的 {now:,.0f} MHz"
    "（{share:.0%}），是某个限制在压它（温度、功耗上限或被设定的频率）。**",
)
CLOCK_REASONS = T(
    "clock_held.reasons",
    '`nvidia-smi -q -d PERFORMANCE` names which: "SW Power Cap: Active" with power.draw at'
    " power.limit is the power limit (a limit under the {tdp:g} W rating was lowered by the"
    ' host); "Applications Clocks Setting: Active" is a clock set on the card (`nvidia-smi'
    " -q -d CLOCK` shows its Applications Clocks; `nvidia-smi -rac` resets them, with root);"
    ' "HW Slowdown" or "HW Power Brake" points to the board\'s power feed. On a rented'
    " machine send that output to the provider.",
    "`nvidia-smi -q -d PERFORMANCE` 会指出是哪一个：“SW Power Cap: Active” 且 power.draw 贴着"
    " power.limit，是功耗上限（低于额定 {tdp:g} W 的上限是机房调低的）；“Applications Clocks"
    " Setting: Active” 是卡上被设定了频率（`nvidia-smi -q -d CLOCK` 可见 Applications Clocks，"
    "`nvidia-smi -rac` 需 root 才能复位）；“HW Slowdown” 或 “HW Power Brake” 指向板卡供电。"
    "租来的机器就把这段输出发给服务商。",
)
