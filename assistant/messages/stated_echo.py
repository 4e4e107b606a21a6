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

__all__ = ["LOAD_SHARE"]
