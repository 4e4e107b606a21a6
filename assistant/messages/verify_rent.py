"""What a verify answer says of the hourly rent the user states beside the readings.

"nvidia-smi shows an H100 PCIe … is that what I'm paying $3.29/hr for?": the rate paid is set
against the provider's listed GPU-hour for the card. Same rules as ``table``: both patterns state
the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

RENT_AS_LISTED = T(
    "verify_rent.as_listed",
    "**On the rate:** your {rate} per GPU-hour is {provider}'s listed on-demand price for the"
    " {gpu} ({book}, {instance}), so you pay the list price for that card.",
    "**关于价格：**你付的每卡时 {rate} 就是{provider}给 {gpu} 的按量标价（{book}，{instance}），"
    "付的是这张卡的标价。",
)
RENT_ABOVE_LIST = T(
    "verify_rent.above_list",
    "**On the rate:** your {rate} per GPU-hour is {gap} more than {provider}'s listed"
    " on-demand price for the {gpu} ({book}, {instance}).",
    "**关于价格：**你付的每卡时 {rate} 比{provider}给 {gpu} 的按量标价（{book}，{instance}）"
    "贵 {gap}。",
)
RENT_BELOW_LIST = T(
    "verify_rent.below_list",
    "**On the rate:** your {rate} per GPU-hour is {gap} less than {provider}'s listed"
    " on-demand price for the {gpu} ({book}, {instance}).",
    "**关于价格：**你付的每卡时 {rate} 比{provider}给 {gpu} 的按量标价（{book}，{instance}）"
    "便宜 {gap}。",
)
RENT_NOT_LISTED = T(
    "verify_rent.not_listed",
    "**On the rate:** my price book has no listing for the {gpu} to set your {rate} per"
    " GPU-hour against.",
    "**关于价格：**我的价格表里没有 {gpu} 的报价，无法对照你付的每卡时 {rate}。",
)

__all__ = ["RENT_ABOVE_LIST", "RENT_AS_LISTED", "RENT_BELOW_LIST", "RENT_NOT_LISTED"]
