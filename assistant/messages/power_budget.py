"""What a power budget's card count says, in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats.
"3kw 供电最多放几张": the most cards whose wall draw stays within the budget.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

BUDGET_MOST = T(
    "power.budget_most",
    "**At most {count} × {gpu}:** {count} draw about {wall:,.0f} W at the wall at full load,"
    " within {budget_kw:,.1f} kW.",
    "**最多放 {count} 张 {gpu}：** {count} 张满载时墙插功耗约 {wall:,.0f} W，"
    "在 {budget_kw:,.1f} kW 以内。",
)
BUDGET_NEXT = T(
    "power.budget_next",
    " {count} would draw about {wall:,.0f} W, over it.",
    "{count} 张约 {wall:,.0f} W，就超了。",
)
BUDGET_AT_LEAST = T(
    "power.budget_at_least",
    "**At least {count} × {gpu}:** {count} draw only about {wall:,.0f} W at the wall at full"
    " load, well within {budget_kw:,.1f} kW; more cards go in more servers, each sized on its"
    " own.",
    "**至少能放 {count} 张 {gpu}：** {count} 张满载时墙插功耗只有约 {wall:,.0f} W，"
    "远在 {budget_kw:,.1f} kW 以内；更多的卡要分装到多台服务器，逐台核算。",
)
"""How many cards a power budget holds: the most within it, or all sized when all fit."""

BUDGET_MACHINES = T(
    "power.budget_machines",
    "**{machines} of them within {budget_kw:,.1f} kW:** each {setup} draws about {wall:,.0f} W"
    " at the wall at full load, so {machines} draw about {total:,.0f} W; {next} would draw about"
    " {next_total:,.0f} W, over it.",
    "**{budget_kw:,.1f} kW 内能放 {machines} 台：** 每台 {setup} 满载时墙插功耗约 {wall:,.0f} W，"
    "{machines} 台约 {total:,.0f} W；{next} 台约 {next_total:,.0f} W，就超了。",
)

__all__ = ["BUDGET_AT_LEAST", "BUDGET_MACHINES", "BUDGET_MOST", "BUDGET_NEXT"]
