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
