"""What a pick says of the card the user was offered at a stated price, in English and Chinese.

Sentences for ``answer.offer_line``: the offered card when it is not the pick (it does not
hold the job, or it holds it and the pick does more within the same money), and the note that
the offer's price bounds the pick when no budget was said.
"""

from __future__ import annotations

from assistant.messages.core import Template

T = Template

OFFER_NOT_FIT = T(
    "offer.not_fit",
    "The {card} you were offered at {price} does not hold {task}: {need} GB needed on one card"
    " against {usable} GB usable.",
    "你看到的 {price} 的 {card} 装不下{task}：单卡需要 {need} GB，可用只有 {usable} GB。",
)
OFFER_FITS = T(
    "offer.fits",
    "The {card} you were offered at {price} also holds {task} ({need} of {usable} GB usable), but"
    " within the same money the pick ranks higher (fewer cards, more memory, then price).",
    "你看到的 {price} 的 {card} 也装得下{task}（需 {need} GB，可用 {usable} GB），但同样的钱"
    "里首选排名更高（先比卡数，再比显存，最后比价格）。",
)
OFFER_BOUNDS = T(
    "offer.bounds",
    "no budget said: the {price} asked for the {card} is taken as the most you would spend,"
    " and other cards are weighed within it",
    "没说预算：按 {card} 的要价 {price} 作为最多花的钱，其他卡在这个价位内比较",
)

__all__ = ["OFFER_BOUNDS", "OFFER_FITS", "OFFER_NOT_FIT"]
