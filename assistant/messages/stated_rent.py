"""What a price answer says of a rent the user states ("a 4090 at $0.40/h for a month").

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

STATED_RENT_GPU = T(
    "stated_rent.gpu",
    "**{total} in total** at your {rate} per GPU-hour: {setup} for {span} ({billed:,g} GPU-hours).",
    "按你给的每卡时 {rate}：{setup} 用 {span}，**合计 {total}**（{billed:,g} 卡时）。",
)
STATED_RENT_INSTANCE = T(
    "stated_rent.instance",
    "**{total} in total** at your {rate} an hour for {setup}, for {span}"
    " ({billed:,g} instance-hours).",
    "按你给的每小时 {rate}：{setup} 用 {span}，**合计 {total}**（{billed:,g} 个实例小时）。",
)
BOOK_BESIDE = T(
    "stated_rent.book_beside",
    "For comparison, my price book: {lead}",
    "作为对比，我的价格表：{lead}",
)
NO_BOOK_PRICE = T(
    "stated_rent.no_book_price",
    "My price book has no offer to set beside it.",
    "我的价格表里没有可以对比的报价。",
)

__all__ = ["BOOK_BESIDE", "NO_BOOK_PRICE", "STATED_RENT_GPU", "STATED_RENT_INSTANCE"]

STATED_RATE_BELOW_BOOK = T(
    "stated_rent.below_book",
    "Against the {rate} per GPU-hour you stated: the {gpu}'s cheapest on-demand listing, {book},"
    " is {gap} more ({ratio:.1f}× yours).",
    "和你给的每卡时 {rate} 比：{gpu} 最便宜的按量报价 {book}，贵 {gap}（是你的 {ratio:.1f} 倍）。",
)
"""The book's cheapest for the card asked is dearer than the rate the user pays or was offered."""
STATED_RATE_ABOVE_BOOK = T(
    "stated_rent.above_book",
    "Against the {rate} per GPU-hour you stated: the {gpu}'s cheapest on-demand listing, {book},"
    " is {gap} less ({share:.0%} of yours).",
    "和你给的每卡时 {rate} 比：{gpu} 最便宜的按量报价 {book}，便宜 {gap}（是你的 {share:.0%}）。",
)
"""The book's cheapest for the card asked is cheaper than the rate the user states."""
