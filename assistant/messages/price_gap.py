"""What the price-gap line says, in English and Chinese.

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

PRICE_GAP_LINE = T(
    "price.gap_line",
    "**The {dearer} rents for {gap} more per GPU-hour than the {cheaper} ({ratio:.1f}×)**, at"
    " each card's cheapest on-demand listing:",
    "**{dearer} 每卡每小时比 {cheaper} 贵 {gap}（{ratio:.1f} 倍）**，按各自最便宜的按量报价：",
)
"""How much more one card rents for than another ("差价多少", "how much more per hour")."""

__all__ = ["PRICE_GAP_LINE"]
