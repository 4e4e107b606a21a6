"""How several PSUs said together were taken, in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

PSUS_SUMMED = T(
    "power.psus_summed",
    "{units} × {each:,.0f} W PSUs taken together: {total:,.0f} W for the whole box",
    "{units} 个 {each:,.0f} W 电源合计 {total:,.0f} W，按整机总供电计算",
)
"""Several supplies of one wattage said together ("two 1200w psus"): checked as their sum."""

PSUS_MIXED = T(
    "power.psus_mixed",
    "{first:,.0f} W + {second:,.0f} W PSUs taken together: {total:,.0f} W for the whole box",
    "{first:,.0f} W + {second:,.0f} W 两个电源合计 {total:,.0f} W，按整机总供电计算",
)
"""Two supplies of different wattages said together ("1600w + 850w"): checked as their sum."""

__all__ = ["PSUS_MIXED", "PSUS_SUMMED"]
