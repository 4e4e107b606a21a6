"""A cost the asker sets aside ("power bill aside lol", "除了价格"): no question about it.

"is 2x MI50 enough for a 70B at q4? power bill aside" asks whether the model fits; the power
bill is named only to be dismissed. The phrase is blanked (same length) before any reader
sees the text, so neither the power markers nor the power slots take it as the thing asked.
"""

from __future__ import annotations

import re

_POWER_COST = (
    r"(?:the\s+)?(?:power|electricity|electric|energy)"
    r"(?:\s+(?:bill|costs?|draw|usage|consumption))?"
)
_SET_ASIDE_RE = re.compile(
    rf"(?<![a-z]){_POWER_COST}\s+(?:aside|apart|notwithstanding|not\s+a\s+concern"
    r"|doesn'?t\s+matter|is\s+(?:not\s+an?\s+issue|no\s+issue|irrelevant))(?![a-z])"
    rf"|(?<![a-z])(?:ignoring|ignore|forget(?:\s+about)?|never\s*mind|leaving\s+aside"
    rf"|setting\s+aside|putting\s+aside|not\s+counting|don'?t\s+care\s+about)\s+{_POWER_COST}"
    r"(?![a-z])"
    r"|(?:电费|功耗|耗电)\s*(?:先|暂时|暂且)?\s*(?:不管|不考虑|不算|无所谓|不是问题|不在乎|另说)"
    r"|(?:不考虑|不管|不算|先不管|先不算|先不考虑|不在乎)\s*(?:电费|功耗|耗电)",
    re.IGNORECASE,
)
"""A power cost dismissed, in English or Chinese."""
_PRICE = r"(?:the\s+|its\s+|their\s+)?(?:price(?:\s+tag|\s+difference|\s+gap)?|cost)"
_PRICE_ASIDE_RE = re.compile(
    rf"(?<![a-z])(?:besides|apart\s+from|aside\s+from|other\s+than|except(?:\s+for)?"
    rf"|beyond|ignoring|setting\s+aside|leaving\s+aside)\s+{_PRICE}(?![a-z])"
    rf"|(?<![a-z]){_PRICE}\s+aside(?![a-z])"
    r"|除了(?:价格|价钱|价位|售价|租金|贵(?:一点|点|很多|不少)?)(?:之外|以外)?"
    r"|(?:价格|价钱)(?:先)?(?:不谈|不说|不管|另说)",
    re.IGNORECASE,
)
"""A price dismissed beside what is asked ("what's different besides the price tag", "除了价格
还有什么区别"): the difference is asked, the price named only to be set aside."""


_OFFERED_CHEAP_RE = re.compile(
    r"(?<![a-z])(?:got|get|was|were|been|being)\s+offered\b(?![^.?!]{0,40}?(?:\bfor\b|\bat\b)\s*[$¥\d])"
    r"[^.?!,$¥]{0,40}?\b(?P<cheap>cheap(?:ly)?)(?![a-z])",
    re.IGNORECASE,
)
"""An offer received and called cheap, no amount said ("got offered 4 of them cheap"): the
context of a question about the card, not a price asked; "cheap" is blanked."""


def drop_set_aside(text: str) -> str:
    """``text`` with each dismissed cost, and an offer's "cheap", blanked in place."""
    blank = _SET_ASIDE_RE.sub(lambda m: " " * len(m.group()), text)
    blank = _OFFERED_CHEAP_RE.sub(
        lambda m: m.group()[: m.start("cheap") - m.start()] + " " * len(m["cheap"]), blank
    )
    return _PRICE_ASIDE_RE.sub(lambda m: " " * len(m.group()), blank)


__all__ = ["drop_set_aside"]
