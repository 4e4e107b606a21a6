"""A power limit put forward as the cure of a card fault ("-pl 280 on all four: fix or hide?").

Both patterns state the same named values with the same formats (``messages.table``'s rule).
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

POWER_CAP_TRIAL = T(
    "power_cause.cap_trial",
    "**It fixes it if power is the cause, and then it treats the cause rather than hiding it:"
    " a {limit:,.0f} W cap trims the load spikes that make a supply (or its cables and risers)"
    " sag and drop a card off the bus.** {setup}: {sustained:,.0f} W sustained, brief"
    " spikes to {transient:,.0f} W; a {psu:,.0f} W ATX 3.x power supply carries that. Run"
    " the same job capped: no Xid for as long as it used to take confirms the supply; the same"
    " Xid at {limit:,.0f} W rules power out, so look at that card's slot, riser and the card"
    " itself.",
    "**如果是供电导致的，限功耗就能治好，而且治的是原因而不是掩盖：限到 {limit:,.0f} W"
    " 会削掉让电源（或其线缆、转接卡）电压下陷、把卡从总线上掉下去的负载尖峰。**"
    "{setup}：持续 {sustained:,.0f} W，瞬时尖峰可到 {transient:,.0f} W；"
    "{psu:,.0f} W 的 ATX 3.x 电源撑得住。限着功耗跑同样的任务：过去出 Xid 的时间里不再出现，"
    "就确认是电源；限到 {limit:,.0f} W 仍出同样的 Xid，就排除了供电，"
    "去查那张卡的插槽、转接线和卡本身。",
)
"""A power limit proposed against a card fault: a fix if power is the cause, and the test."""

__all__ = ["POWER_CAP_TRIAL"]
