"""A fit asked outright, then the reason it is asked: context, not a rent-or-buy to weigh.

"does X fit on 8x H200? we want to self host instead of paying per token". The question is
the sentence that ends in a question mark; a statement after the last one that gives the
reason for owning (self-hosting, not paying per token) does not turn the fit asked into a
weighing of owning against renting. Pure.
"""

from __future__ import annotations

import re

_FIT_ASKED_RE = re.compile(
    r"(?<![a-z])(?:fits?|fitting|fit in(?:to)?|run on|load on)(?![a-z])"
    r"|放得下|装得下|塞得下|跑得动|能跑|能装|能放"
)
"""A fit word in the asked sentence."""
_OWNING_WORDS_RE = re.compile(
    r"(?<![a-z])(?:rent\w*|buy\w*|purchas\w*|own(?:ing)?|cheaper|cost\w*|price\w*|worth)(?![a-z])"
    r"|租|买|便宜|划算|成本|回本|价格|多少钱"
)
"""Renting, buying or money weighed in the asked sentence itself: then the weighing is asked."""


def reason_after_a_fit(work: str) -> bool:
    """Whether ``work`` asks a fit in its question and only gives a reason after it."""
    end = max(work.rfind("?"), work.rfind("？"))
    if end < 0 or not work[end + 1 :].strip():
        return False
    asked = work[: end + 1]
    return _FIT_ASKED_RE.search(asked) is not None and _OWNING_WORDS_RE.search(asked) is None


__all__ = ["reason_after_a_fit"]
