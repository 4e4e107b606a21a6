"""A price the user states, blanked before the intent is scored; pure.

"价格差不多都两万出头", "both priced around $700", "价格差一倍": what the user knows, not a price
asked, so the choice it sits beside is the question. A ratio weighed for its worth ("H100 贵 40%
每小时值不值", "worth 25% more an hour?") is the premium asked: kept, and the comparison answers.
"""

from __future__ import annotations

import re

_STATED_PRICE_RE = re.compile(
    r"(?:价格|价钱|售价)(?:差不多|大概|大约|基本|都|也|一样|相同|相近|接近|是|在|要){0,4}\s*"
    r"[$¥￥]?\s*(?:\d[\d,.]*|[一二两三四五六七八九十]+)\s*(?:万|千|w|k)?"
    r"|(?<![a-z])(?:priced|prices? (?:is|are)|costs?)\s+(?:both |each |about |around |roughly |~)*"
    r"[$¥]\s?\d[\d,.]*k?"
    r"|(?:价格?|价钱|售价|租金|时租)都?(?:差不多|一样|相同|相近|接近|持平)(?!多少)"
    r"|(?<![a-z])(?:the )?(?:same|similar) (?:price|cost)s?(?![a-z])"
    r"|(?<![a-z])(?:(?:hourly|rental|per[\s-]hour|their|the)\s+)*(?:prices?|costs?|rates?)"
    r" (?:is|are) (?:about |roughly |basically |pretty much |nearly |more or less )?"
    r"(?:the same|similar|equal|comparable)(?![a-z])"
    r"|(?P<ratio>(?:价格|价钱|售价)?(?:差|贵|高)了?\s*(?:一倍|两倍|[一二两三四五六七八九\d.]+\s*(?:成|倍|%))"
    r"|(?<![a-z])(?:(?:the )?(?:price|cost) is (?:double|twice|half|triple)|costs? (?:twice|double"
    r"|half) as much|(?:twice|double|half|triple|\d(?:\.\d)?x) the (?:price|cost))(?![a-z]))"
)
"""A price stated with its figure ("价格都两万出头", "priced around $700", "costs $1,600"), as the
same for the cards named ("价格差不多", "same price here"), or as a ratio ("价格差一倍")."""

_WORTH_RE = re.compile(r"值不值|值得|值吗|划算|(?<![a-z])(?:worth|pay off|justif\w*)(?![a-z])")
"""The premium weighed for its worth: the ratio beside it is the question."""


def without_stated_price(work: str) -> str:
    """``work`` with a stated price blanked (same length); a ratio weighed for worth kept."""
    weighed = _WORTH_RE.search(work) is not None
    return _STATED_PRICE_RE.sub(
        lambda m: m.group() if weighed and m["ratio"] else " " * len(m.group()), work
    )


__all__ = ["without_stated_price"]
