"""What a media pick says when no card fits the PSU the asker keeps, en + zh.

Same conventions as ``llmcalc``: both languages state the same values.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

PSU_CLOSEST = T(
    "pick.psu_closest",
    "**No card fits a {psu:,.0f} W PSU beside a typical desktop CPU and board**; the closest is"
    " a card powered by the slot alone ({slot:,.0f} W or less), which runs on it with a modest"
    " CPU. ",
    "**{psu:,.0f} W 电源在常见台式机 CPU 和主板之外带不动任何显卡**；最接近的是只靠插槽供电"
    "（{slot:,.0f} W 以内）的卡，配低功耗 CPU 可以在这台电源上跑。",
)

__all__ = ["PSU_CLOSEST"]
