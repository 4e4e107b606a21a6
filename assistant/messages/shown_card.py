"""What a verify answer says when a tool names a card the catalog lacks in place of the one sold.

"Sold as an RTX A6000, nvidia-smi shows Quadro RTX 8000".

Same rules as ``table``: both patterns state the same named values with the same formats.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

SHOWN_NOT_SOLD = T(
    "shown_card.not_sold",
    "**No: the machine names the card {shown}, not the {sold} you were sold;** the driver reads"
    " that name from the card's own firmware, so it is a different card (or one with altered"
    " firmware), whatever the memory.",
    "**不是：机器读出的型号是 {shown}，不是卖给你的 {sold}；**驱动是从卡自己的固件读出型号的，"
    "不管显存多大，这都是另一张卡（或者固件被改过的卡）。",
)
SHOWN_FRAUD = T(
    "shown_card.fraud",
    "**Yes, something is off: the machine names the card {shown}, not the {sold} you paid for;**"
    " the driver reads that name from the card's own firmware, so it is a different card (or one"
    " with altered firmware), whatever the memory.",
    "**确实不对：机器读出的型号是 {shown}，不是你付钱买的 {sold}；**"
    "驱动是从卡自己的固件读出型号的，不管显存多大，这都是另一张卡（或者固件被改过的卡）。",
)
SHOWN_MEMORY_ALIKE = T(
    "shown_card.memory_alike",
    "The {reading} read is within what a genuine {sold} reports ({low:.1f}–{high:.1f} GiB), so"
    " the memory alone does not tell the two apart: the name and the measured speed do.",
    "读到的 {reading} 落在真正的 {sold} 的范围内（{low:.1f}–{high:.1f} GiB），"
    "单看显存分不出这两张卡：要看型号和实测速度。",
)
SHOWN_MEMORY_SHORT = T(
    "shown_card.memory_short",
    "The {reading} read is short of what a genuine {sold} reports ({low:.1f}–{high:.1f} GiB)"
    " as well.",
    "读到的 {reading} 也低于真正的 {sold} 应有的范围（{low:.1f}–{high:.1f} GiB）。",
)

__all__ = ["SHOWN_FRAUD", "SHOWN_MEMORY_ALIKE", "SHOWN_MEMORY_SHORT", "SHOWN_NOT_SOLD"]
