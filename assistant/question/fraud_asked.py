"""Whether a reading is put up as proof of being cheated ("am I being scammed?"); pure.

"Is 24564MiB right?" is answered "yes, that is right"; "24564MiB, am I being scammed?" asks
the opposite way round, so the same reading is answered "no, it is genuine". Only a question
about being cheated turns the answer round; a card called fake in passing does not.
"""

from __future__ import annotations

import re

from assistant.question.text import fold

_FRAUD_ASKED_RE = re.compile(
    r"\b(?:am|are|was|were|did|have|has|is)\s+(?:i|we|he|she|they|my \w+)\s+"
    r"(?:being |been |get |got |gotten )?"
    r"(?:scammed|ripped off|cheated|conned|fooled|short-?changed)"
    r"|\b(?:is|was) (?:it|this|that|the (?:card|seller|listing|host|provider|ad)|he|she|they)"
    r"(?: \w+)? (?:a )?"
    r"(?:scam|fake|counterfeit|scammer|lying)\b|\bgot scammed\b|\bscam\?"
    r"|(?:是不是|是否|有没有|难道)(?:被|让人)?(?:骗|坑|割韭菜)|被(?:骗|坑)了?(?:吗|么|嘛|\?|？)"
    r"|(?:是不是|是)假(?:的|卡|货)(?:吗|么|嘛|\?|？)?|是不是(?:翻新|矿卡|缩水)"
)
"""Being cheated asked about: "am I being scammed?", "is it a fake?", "是不是被骗了"."""


def fraud_asked(text: str) -> bool:
    """Whether ``text`` asks if its writer was cheated (a fake card, less than sold)."""
    return _FRAUD_ASKED_RE.search(fold(text)) is not None


__all__ = ["fraud_asked"]
