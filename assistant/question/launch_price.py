"""A card's launch price asked: a fact of its catalog row, not what it sells for now; pure.

"launch price of the RTX 4080 Super?", "5080 首发价多少": the price the card launched at is a
dated figure on its row (the catalog kind's), like its memory or its board power. What it costs
now, used or on the street ("现在多少钱", "actually cost now vs MSRP") stays the price kind's.
Marks ``spec_fields`` with "launch" beside "price"; the row answers with its launch price.
"""

from __future__ import annotations

import re

from assistant.question.text import Scan

_LAUNCH_RE = re.compile(
    r"(?<![a-z])(?:launch(?:ed)?|release|debut|intro(?:ductory)?)\s+(?:msrp|price|mrsp|list price)"
    r"|(?<![a-z])(?:launched|released|debuted)\s+at\b|(?<![a-z])msrp\s+(?:at|on)\s+launch"
    r"|(?<![a-z])launch\s+day\s+(?:msrp|price)|(?<![a-z])msrp\s+(?:at|on)\s+release"
    # "刚发布时美国 MSRP", "国行首发定价": the price set when it came out
    r"|首发价|首发定价|发售价|首发建议零售价|上市价|(?:刚|首次)?发布时.{0,8}(?:msrp|定价|售价|价格?)"
)
"""The price a card launched at, asked ("launch price", "launched at", "首发价", "发售价")."""
_NOW_RE = re.compile(
    r"(?<![a-z])(?:now|nowadays|currently|current|today|these days|street|actually|still"
    r"|used|second[\s-]?hand|going for|selling for|sells? for)(?![a-z])"
    r"|现在|目前|如今|当前|行情|二手|闲鱼|还能买|溢价|实际"
)
"""What a card costs now, asked beside or instead: a market price, the price kind's."""


def read_launch_price(scan: Scan) -> None:
    """Mark a launch price asked of one card's price row, when no current price is asked.

    A current price stated as an amount ("seeing used ones at $850") is the asker's to set
    against the launch price, not a price asked.
    """
    fields = scan.slots.get("spec_fields") or []
    one = len({g.gpu_id for g in scan.slots.get("gpus") or []}) == 1
    # "刚发布时的定价是多少": the launch named is the price asked, no other price word needed
    if fields != ["price"] and not (one and not fields):
        return
    if _LAUNCH_RE.search(scan.lower) is None:
        return
    # "seeing used ones at $850": a market price stated, not asked; the launch one is asked
    if _NOW_RE.search(scan.lower) is not None and scan.slots.get("budget") is None:
        return
    scan.slots["spec_fields"] = ["price", "launch"]


__all__ = ["read_launch_price"]
