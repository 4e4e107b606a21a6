"""A follow-up that scales an earlier figure by a factor ("halve the context, triple the users").

"KV cache at 32k for 8 sequences" then "halve the context, triple the sequences — how much
then?": 16k for 24. "上下文翻倍呢", "并发减半", "batch 翻三倍": the earlier context, users or
batch times that factor. Only a figure the earlier turn had is scaled, and only when the
follow-up does not state the figure itself. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.models import Intent, Query
from assistant.question.text import fold

_FACTOR_WORDS = {
    "double": 2.0,
    "doubled": 2.0,
    "twice": 2.0,
    "triple": 3.0,
    "tripled": 3.0,
    "quadruple": 4.0,
    "quadrupled": 4.0,
    "halve": 0.5,
    "halved": 0.5,
    "half": 0.5,
}
_FACTOR_ZH = {
    "翻倍": 2.0,
    "加倍": 2.0,
    "翻番": 2.0,
    "翻三倍": 3.0,
    "翻两倍": 3.0,
    "减半": 0.5,
    "砍半": 0.5,
}
_SLOT_WORDS = {
    "context_tokens": r"context(?:\s*(?:length|window|len))?|ctx|seq(?:uence)?\s*len(?:gth)?"
    r"|上下文",
    "users": r"sequences|seqs|users|concurrency|requests|streams|并发(?:数)?|用户(?:数)?|路数",
    "batch_size": r"batch(?:\s*size)?|bs|批大小",
}
_EN_FACTOR = "|".join(_FACTOR_WORDS)
_ZH_FACTOR = "|".join(sorted(_FACTOR_ZH, key=len, reverse=True))


def _slot_re(words: str) -> re.Pattern[str]:
    return re.compile(
        rf"(?<![a-z])(?P<en>{_EN_FACTOR})\s+(?:the\s+|my\s+|our\s+)?(?:{words})(?![a-z])"
        rf"|(?<![a-z])(?:{words})(?![a-z])\s*(?:is\s+|gets\s+)?(?P<en2>{_EN_FACTOR})(?![a-z])"
        rf"|(?:{words})\s*(?:再|都)?(?P<zh>{_ZH_FACTOR})"
    )


_SLOT_RES = {slot: _slot_re(words) for slot, words in _SLOT_WORDS.items()}


def scale_earlier(previous: Query, new: Query, update: dict[str, Any]) -> dict[str, Any]:
    """The earlier figures the follow-up scales, each times its factor, set in ``update``."""
    scaled = scaled_slots(previous, new, fold(new.text))
    update.update(scaled)
    return scaled


def kept_when_scaled(previous: Query, new: Query, intent: Intent, scaled: dict[str, Any]) -> Intent:
    """The earlier intent, for a scaled figure with no ask of its own.

    "triple the sequences — how much then?" asks the earlier question again: a domain word
    alone ("the context") is no explanation asked.
    """
    if scaled and intent in ("concept", "unsupported") and not new.explain_asked:
        return previous.intent
    return intent


def scaled(previous: Query, new: Query) -> bool:
    """Whether the follow-up scales a figure of the earlier turn: it goes on from that turn."""
    return bool(scaled_slots(previous, new, fold(new.text)))


def scaled_slots(previous: Query, new: Query, folded: str) -> dict[str, Any]:
    """The earlier figures the follow-up scales, each times its factor; empty when none."""
    update: dict[str, Any] = {}
    for slot, pattern in _SLOT_RES.items():
        earlier, stated = getattr(previous, slot), getattr(new, slot)
        m = pattern.search(folded)
        if m is None or earlier is None or stated not in (None, earlier):
            continue
        word = m["en"] or m["en2"]
        factor = _FACTOR_WORDS[word] if word else _FACTOR_ZH[m["zh"]]
        update[slot] = max(1, int(earlier * factor))
    return update


__all__ = ["kept_when_scaled", "scale_earlier", "scaled", "scaled_slots"]
