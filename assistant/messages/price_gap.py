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

BUY_GAP_LINE = T(
    "price.buy_gap_line",
    "**The {dearer} costs {gap} more to buy than the {cheaper} ({ratio:.1f}×)**, {basis}:"
    " {dearer_price} against {cheaper_price}.",
    "**买的话 {dearer} 比 {cheaper} 贵 {gap}（{ratio:.1f} 倍）**，{basis}：{dearer_price} 对"
    " {cheaper_price}。",
)
"""How much more one card costs to buy than another ("a6000比3090贵多少")."""
BUY_BASIS_NEW = T("price.buy_basis_new", "new at the recorded price", "按新卡记录价")
BUY_BASIS_USED = T("price.buy_basis_used", "used", "按二手价")
BUY_GAP_USED = T(
    "price.buy_gap_used",
    "Used, the {dearer} is {gap} more: {dearer_price} against {cheaper_price}.",
    "二手的话 {dearer} 贵 {gap}：{dearer_price} 对 {cheaper_price}。",
)
"""The used-market gap after a gap between new prices, when both cards have a used price."""

__all__ = ["BUY_BASIS_NEW", "BUY_BASIS_USED", "BUY_GAP_LINE", "BUY_GAP_USED", "PRICE_GAP_LINE"]

CLOUD_GAP_LINE = T(
    "price.cloud_gap_line",
    "**{cheaper} is cheaper for the {gpu}: {low} against {high} per GPU-hour on {dearer}"
    " ({share:.0%} less)**, each cloud's cheapest on-demand listing.",
    "**{gpu} 在 {cheaper} 更便宜：每卡每小时 {low}，{dearer} 要 {high}（便宜 {share:.0%}）**，"
    "按各家最便宜的按量报价。",
)
"""Which of two clouds named rents the card for less ("runpod vs lambda for h100, cheaper?")."""
