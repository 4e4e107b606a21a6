"""A slow card read hot and drawing well under its power limit: throttling, said first.

Both patterns state the same named values with the same formats (``messages.table``'s rule).
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

HELD_HOT = T(
    "held_hot.lead",
    "**Yes, these readings are throttling: at {temp:g} °C the {gpu} draws only {draw:g} W of its"
    " {limit:g} W limit ({share:.0%}), so it is held back by heat (the host's cooling) or a"
    " power cap, not running at full speed.**",
    "**是的，这些读数就是在降频：{gpu} 核心 {temp:g}°C，功耗只到 {limit:g} W 上限里的 {draw:g} W"
    "（{share:.0%}），是被温度（机房散热）或功耗上限压着跑，不是满速。**",
)
HELD_HOT_AT_LIMIT = T(
    "held_hot.at_limit",
    "**Yes, these readings are throttling: at {temp:g} °C the {gpu} draws its whole {limit:g} W"
    " limit ({draw:g} W, {share:.0%}), and a card pinned at its cap runs lower clocks the hotter"
    " it gets, so the falling clocks are heat (the host's cooling) on top of the power cap.**",
    "**是的，这些读数就是在降频：{gpu} 核心 {temp:g}°C，功耗已顶到 {limit:g} W 上限（{draw:g} W，"
    "{share:.0%}），顶着功耗上限的卡越热频率越低，所以时钟往下掉是热量（机房散热）加上功耗上限"
    "一起压的。**",
)
"""A hot card drawing its whole limit with its clocks seen falling ("70W / 70W, 84C")."""
HELD_HOT_RATED = T(
    "held_hot.rated",
    "The {limit:g} W limit is the {gpu}'s rated board power ({tdp:g} W), so the limit is not"
    " lowered: at this temperature the heat is what holds it back.",
    "{limit:g} W 的上限就是 {gpu} 的额定板卡功耗（{tdp:g} W），上限没被调低：在这个温度下压住它的"
    "是热量。",
)
HELD_HOT_CAPPED = T(
    "held_hot.capped",
    "The {limit:g} W limit is itself below the {gpu}'s rated {tdp:g} W board power: the card is"
    " capped as well as hot.",
    "{limit:g} W 的上限本身就低于 {gpu} 的额定板卡功耗 {tdp:g} W：卡不仅热，还被限了功耗。",
)
HELD_HOT_CHECK = T(
    "held_hot.check",
    "`nvidia-smi -q -d PERFORMANCE` names the reason that is active (Thermal Slowdown for heat,"
    " SW Power Cap for the limit), and `nvidia-smi --query-gpu=temperature.gpu,clocks.sm,"
    "clocks.max.sm,power.draw,power.limit --format=csv -l 1` logs it under load: on a rented"
    " machine, send both to the provider and ask for another one.",
    "`nvidia-smi -q -d PERFORMANCE` 会列出当前生效的降频原因（Thermal Slowdown 是温度，SW Power Cap"
    " 是功耗上限），`nvidia-smi --query-gpu=temperature.gpu,clocks.sm,clocks.max.sm,power.draw,"
    "power.limit --format=csv -l 1` 会在负载下持续记录：租的机器就把这两份输出发给服务商，"
    "要求换机。",
)
