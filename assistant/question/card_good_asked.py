"""Whether a card's pasted readings are asked to show a sound, full card; pure.

"32607MiB 显存，功耗 575W，这个是满血 5090 吧", "`24451MiB ... 9W / 250W`，这张是不是好的", "is
it a full-spec card?": the readings answer it (the memory and the power cap against the card's
rating), so the figures are checked, not only the command that checks them named. Patterns run
on NFKC-folded, lower-cased text.
"""

from __future__ import annotations

import re

_GOOD_CARD_RE = re.compile(
    # the full, uncut card: "满血吧", "是满血版吗", "满不满血"
    r"满血(?:版|的)?\s*[\w.]{0,8}\s*(?:吧|吗|么|嘛|[?？])|满不满血|是不是满血"
    # a sound card: "这张是不是好的", "是好卡吗", "卡是好的吗"
    r"|是不是好(?:的|卡)|是好(?:的|卡)(?:吗|吧|么|嘛)|好卡(?:吗|吧|么|嘛)"
    r"|\b(?:a |the )?full[- ](?:spec|fat|power)\b[^.!]{0,30}\?"
    r"|\bis (?:it|this|that|the card) (?:a )?(?:good|healthy|sound) (?:one|card|unit)\b"
)
"""A card's readings asked to show it sound or full ("满血吧", "是不是好的", "a healthy card?")."""


def good_card_asked(folded: str) -> bool:
    """Whether ``folded`` asks its readings to show a sound, full card."""
    return _GOOD_CARD_RE.search(folded) is not None


__all__ = ["good_card_asked"]
