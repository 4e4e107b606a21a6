"""What the asker sets aside before asking: an indifference, a fit granted, a price known.

"速度无所谓", "if it fits, how fast", "both priced around $700": none of these asks a speed,
a fit or a price, so the intent cues and the routing read the question without them. Pure.
"""

from __future__ import annotations

import re

from assistant.question.stated_price import without_stated_price

_INDIFFERENT_RE = re.compile(
    r"\b(?:(?:i |we )?(?:don'?t|do not|doesn'?t|won'?t) (?:really |much |too much )?"
    r"(?:care|mind|matter|worry)(?: much| too much)?(?: about| for)?"
    r"|not (?:worried|bothered|fussed) (?:about|by)|never mind|regardless of)"
    r" (?:the |a |its |how )?(?:speed|fast|slow|latency|price|cost|money)(?: much)?\b"
    r"|\b(?:speed|latency|price|cost)s? (?:doesn'?t|does not|don'?t) matter(?: much)?\b"
    r"|\b(?:fine|ok|okay|happy|good|live) with (?:it being )?(?:slow\w*|a slow one)\b"
    r"|\bslow(?:er)? (?:is|would be) (?:fine|ok|okay)\b"  # "i'm fine with slow": no speed asked
    # the price put second ("tokens/s matters more than price", "速度比价格重要"): the criterion
    # of a choice (``request`` reads it as the fastest), neither a price nor a speed asked
    r"|\b(?:(?:speed|tok(?:en)?s?\s*/\s*s|t/s|throughput|perf\w*) )?matters? more than (?:the )?"
    r"(?:price|cost|money)\b|(?:速度|吞吐)?(?:比|胜过)(?:价格|钱)更?重要|价格其次"
    r"|(?:不在乎|不在意|不追求|不考虑|不管)(?:速度|快慢|价格|钱)"
    r"|(?:速度|快慢|价格|钱)(?:无所谓|不重要|不要紧|没关系|不在乎|都行)|慢(?:一)?点(?:也行|没关系|无所谓)"
)
"""A speed or price the asker says does not matter: no cue for a speed or price answer."""
_FIT_GRANTED_RE = re.compile(
    r"(?:装|塞|放|跑)得(?:下|动)的话|(?:能|可以)(?:装|塞|放)下的话"
    r"|\b(?:if|assuming|given|since) (?:it|that|they|the model) (?:fits?|does fit|can fit)\b"
)
"""A fit granted as the premise ("装得下的话为啥…慢", "if it fits, how fast"): no fit asked."""


def without_indifference(work: str) -> str:
    """``work`` with "速度无所谓", a fit granted ("装得下的话") and a price stated blanked.

    A price said with its figure ("价格差不多都两万出头", "both priced around $700") is what
    the user knows, not a price asked: the choice it sits beside is the question. Same length.
    """
    work = _INDIFFERENT_RE.sub(lambda m: " " * len(m.group()), work)
    work = _FIT_GRANTED_RE.sub(lambda m: " " * len(m.group()), work)
    return without_stated_price(work)


__all__ = ["without_indifference"]
