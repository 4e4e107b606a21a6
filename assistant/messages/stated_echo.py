"""Figures the user stated, said back on paths whose lead line does not carry them.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

LOAD_SHARE = T(
    "echo.load_share",
    "Billed at the average load you gave, {load:.0%}: {board:,.0f} W of the GPUs' {full:,.0f} W.",
    "按你给的平均负载 {load:.0%} 计：显卡 {full:,.0f} W 中的 {board:,.0f} W。",
)
"""An average load said ("average load maybe 50%"): the bill is at that share of the draw."""

PSU_BOX = T(
    "echo.psu_box",
    "sized for {cards} card(s) on your {psu:,.0f} W PSU: up to {per_card:,.0f} W of board power"
    " each, {host:,.0f} W left for the CPU and the rest of the box",
    "按你的 {psu:,.0f} W 电源、{cards} 张卡计算：每张板卡功耗不超过 {per_card:,.0f} W，"
    "给 CPU 和整机其余部分留 {host:,.0f} W",
)
"""A PSU said for a box served from: the cards it carries."""
CARDS_SAID = T(
    "echo.cards_said",
    "sized within the {cards} card(s) you said",
    "按你说的 {cards} 张卡以内计算",
)
"""A card count said for a box served from ("which single card"): plans within it."""

BOX_SHORT_PSU = T(
    "echo.box_short_psu",
    "**Note:** no card your {psu:,.0f} W PSU carries ({cards} of them at most) serves this load;"
    " the plan above needs more.",
    "**注意：**你的 {psu:,.0f} W 电源带得动的卡（最多 {cards} 张）都撑不住这个负载，"
    "上面的方案需要更多。",
)
BOX_SHORT_CARDS = T(
    "echo.box_short_cards",
    "**Note:** no plan within the {cards} card(s) you said serves this load; the plan above"
    " needs more.",
    "**注意：**在你说的 {cards} 张卡以内没有方案撑得住这个负载，上面的方案需要更多。",
)
"""Nothing fits the box said: the unbounded plan is shown, and the shortfall said."""

HEAD_COUNT_ALL = T(
    "echo.head_count_all",
    "That covers all {people} people you said, even with every one of them generating at once.",
    "你说的 {people} 个人就算同时在用也撑得住。",
)
HEAD_COUNT_SOME = T(
    "echo.head_count_some",
    "For the {people} people you said: {users} at once is {share:.0%} of them generating at the"
    " same moment; a group that size rarely has all of them busy together, so it holds if"
    " no more than {users} send a request at once.",
    "你说的 {people} 个人：同时 {users} 路是其中 {share:.0%} 同时在生成；这么多人很少全部同时在用，"
    "只要同一时刻不超过 {users} 个请求就撑得住。",
)
HEAD_COUNT_SHORT = T(
    "echo.head_count_short",
    "For the {people} people you said: {users} at once is {share:.0%} of them; when more than"
    " {users} send requests together, the rest wait in the queue.",
    "你说的 {people} 个人：同时 {users} 路是其中 {share:.0%}；同一时刻超过 {users} 个请求时，"
    "其余的要排队等待。",
)
"""The people said to use it, set against the users it holds at once (all, a share, too few)."""

__all__ = [
    "HEAD_COUNT_ALL",
    "HEAD_COUNT_SHORT",
    "HEAD_COUNT_SOME",
    "BOX_SHORT_CARDS",
    "BOX_SHORT_PSU",
    "CARDS_SAID",
    "LOAD_SHARE",
    "PSU_BOX",
]
