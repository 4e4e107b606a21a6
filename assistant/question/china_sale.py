"""Whether a card's sale into China is asked ("legal to buy in china?", "出口管制"); pure."""

from __future__ import annotations

import re

CHINA_SALE_RE = re.compile(
    r"(?:legal(?:ly)?|allowed|permitted|export[\s-]?control\w*|sanction\w*|can (?:i|we|you) buy)"
    r".{0,40}(?:china|mainland)|(?:china|mainland).{0,40}(?:legal(?:ly)?|allowed|permitted"
    r"|export[\s-]?control\w*|sanction\w*)"
    r"|合法|合规|能买到|买得到|可以买|出口管制|禁售|制裁|特供"
)
"""A card's sale or legality in China asked: the catalog's note on export controls answers."""


def china_sale_asked(text: str) -> bool:
    """Whether ``text`` (lowered) asks whether a card may be bought or sold in China."""
    return CHINA_SALE_RE.search(text) is not None


__all__ = ["CHINA_SALE_RE", "china_sale_asked"]
