"""A context length said as the model's advertised window, beside the one the asker will run.

"Scout brags about 10M context; realistically the KV for one 256k sequence?", "号称支持128k，
我实际只跑32k": the advertised figure is context for the question, the other length is the one
sized. A length is advertised when a claim word comes just before it ("brags about", "号称") or
when it is the named model's own maximum window while a shorter length is also said. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_CLAIMED_RE = re.compile(
    r"(?:\b(?:brags?|bragging|boasts?|boasting|advertis\w*|claims?|claimed|claiming|markets"
    r"|marketed|touts?|touted|promises?|promised|headline|on paper|nominal(?:ly)?|officially"
    r"|supposedly|supports? up to|rated (?:for|at))\b|号称|宣称|宣传|标称|官方(?:说|称|写)?|吹)"
    r"[^.?!;。？！；，,]{0,24}$"
)
"""A claim word before the length, in the same clause ("brags about 10M", "号称 1M")."""
_NEAR_MAXIMUM = 0.9
"""A length this close to the model's own window is that window (10M said of 10,485,760)."""


_THRESHOLD_RE = re.compile(
    r"(?<![a-z])(?:past|beyond|after|above|once (?:it )?(?:passes|reaches|hits)|stops? growing"
    r"|(?:caps?|capped|plateaus?|flattens?|levels? off) (?:at|around))\s*(?:about |~)?$"
    r"|(?:超过|超出|过了)\s*$"
)
"""A length said as a point the cache passes ("does the kv stop growing past 4k?", "超过 4k 之后"),
beside the length asked ("how big at 32k"): a threshold, not the length sized."""


_CACHE_AT_RE = re.compile(r"(?<![a-z])kv(?:[\s-]?cache)?\s+(?:at|for|with|@)\s*$")
"""The cache sized right before the length ("per-request KV at 16k"), beside a length said of
the work ("thinks for like 15k tokens per answer"): the length the cache is asked at."""


def _cache_at(lower: str, start: int) -> bool:
    return _CACHE_AT_RE.search(lower[max(0, start - 24) : start]) is not None


def _claimed(lower: str, start: int) -> bool:
    return _CLAIMED_RE.search(lower, max(0, start - 40), start) is not None


def _passed(lower: str, start: int) -> bool:
    return _THRESHOLD_RE.search(lower[max(0, start - 40) : start]) is not None


def asker_context(
    found: Sequence[tuple[int, int]], lower: str, model_max: int | None
) -> int | None:
    """Which of the lengths found (``(start, tokens)``, in reading order) the asker runs at.

    ``None`` when only one length is said or none is advertised: the reading order decides.
    """
    if len({tokens for _, tokens in found}) < 2:
        return None
    shortest = min(tokens for _, tokens in found)

    def advertised(start: int, tokens: int) -> bool:
        window = model_max is not None and tokens > shortest and tokens >= model_max * _NEAR_MAXIMUM
        return _claimed(lower, start) or window

    cache_at = [_cache_at(lower, start) for start, _ in found]  # "15k per answer … kv at 16k"
    if cache_at.count(True) == 1:
        return cache_at.index(True)
    passed = [_passed(lower, start) for start, _ in found]  # "past 4k … at 32k": 32k is sized
    if any(passed) and not all(passed):
        return passed.index(False)
    flags = [advertised(start, tokens) for start, tokens in found]
    if not any(flags) or all(flags):
        return None
    return flags.index(False)


__all__ = ["asker_context"]
