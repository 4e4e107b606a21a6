"""A reading off the card doubted by what seems lost or harmed, not by "is that normal" alone.

"nvidia-smi lists 22919MiB total. is ~1.5GB missing normal?", "显存少了 1.5G 正常吗": an amount
said missing is the reading asked to be judged. "memory junction at 96C … safe long term or am
i cooking it": the card's lasting harm is what is asked of a heat reading. Pure: patterns over
NFKC-folded, lower-cased text.
"""

from __future__ import annotations

import re

_MISSING_RE = re.compile(
    r"~?\d[\d,.]*\s*(?:mib|gib|gb|mb|g)\b\s*(?:is |of it )?(?:missing|gone|short|lost|unaccounted)"
    r"|(?:missing|lost|gone)\s+~?\d[\d,.]*\s*(?:mib|gib|gb|mb|g)\b"
    r"|(?:少了|缺了|不见了|丢了)\s*~?\d[\d,.]*\s*(?:mib|gib|gb|mb|g)"
    r"|\d[\d,.]*\s*(?:mib|gib|gb|mb|g)\s*(?:不见了|去哪|哪去)"
)
"""An amount of memory said missing from a total read off."""
HARM_ASKED = (
    r"|\bsafe (?:long[\s-]?term|for (?:the )?long|24/7|to (?:run|keep|leave))"
    r"|\b(?:am i|is it|are we) (?:cooking|killing|frying|damaging|degrading|hurting)\b"
    r"|(?:长期|一直)(?:这样|跑)?.{0,6}(?:安全|没事|伤卡|会坏)|伤卡|烧卡|折寿"
)
"""The card's lasting harm asked of a reading ("safe long term?", "am i cooking it", "伤卡吗")."""


_RECOURSE_RE = re.compile(
    r"找客服|联系客服|问客服|投诉|维权|退款|申请(?:退|赔)|找平台|找商家|找卖家|让.{0,4}(?:赔|退)"
    r"|\b(?:contact|email|ping|ask) (?:their |the )?support\b|\bopen (?:a )?ticket\b|\bcomplain\w*"
    r"|\b(?:ask for|get|demand|claim) (?:a refund|my money back|compensation)|\brefund\b"
    r"|chargeback"
)
"""A recourse against whoever provides the card asked ("找客服有用吗", "open a ticket?"):
the reading set against the listing is doubted, and the check is what supports the claim."""


def recourse_asked(folded: str) -> bool:
    """Whether a complaint, refund or support ticket over the card is weighed."""
    return _RECOURSE_RE.search(folded) is not None


def missing_doubted(folded: str) -> bool:
    """Whether an amount of the card's memory is said missing from a total read off."""
    return _MISSING_RE.search(folded) is not None


__all__ = ["HARM_ASKED", "missing_doubted", "recourse_asked"]
