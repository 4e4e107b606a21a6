"""How far apart two cards' speeds are, asked of a pair: a comparison, not one card's speed.

"910B 和 A800 训练 7b，速度差多少" and "how much faster is an H100 than an A100" weigh the two;
"7900xtx 跑 14b 速度怎么样，跟 4090 差多少" asks one card's speed and the other's lead, which
the speed answer states in one line.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.question import lexicon as lx

_GAP_ASKED_RE = re.compile(
    r"差多少|差距|(?:差|快|慢|高|低)了?(?:几倍|几成|百分之几|百分之多少|多少个?百分点)|快多少|慢多少"
    r"|(?<![a-z])how (?:much|many times) (?:faster|slower|quicker)(?![a-z])"
    r"|(?<![a-z])(?:how many|what) (?:percent|%)\s*(?:faster|slower|quicker|apart)(?![a-z])"
)
"""How far apart two things are is asked ("速度差多少", "差几成", "how much faster", "what %
faster")."""


_PAIR_JOIN_RE = re.compile(
    r"\s*(?:和|与|跟|同|对比|vs\.?|versus|and|or|than(?:\s+(?:an?|the))?)\s*(?:an?\s+|the\s+)?"
)
"""What joins two cards named as a pair ("910B 和 A800", "an H100 than an A100")."""
_OWN_SPEED_RE = re.compile(
    r"how fast|what speed|速度(?:怎么样|如何|多少(?!倍))|多快|tok(?:en)?s?\s*/\s*s|\bt/s\b|每秒"
)
"""A speed asked of the card itself, beside the gap to another."""


def speed_gap(slots: dict[str, Any], text: str) -> bool:
    """Two cards named as a pair and how far apart their speeds are: a comparison.

    "910B 和 A800 训练 7b，速度差多少" weighs the two; "7900xtx 跑 14b 速度怎么样，跟 4090 差多少"
    asks one card's speed and the other's lead, which the speed answer states in one line.
    """
    if len({g.gpu_id for g in slots.get("gpus") or []}) != 2 or not _GAP_ASKED_RE.search(text):
        return False
    if _OWN_SPEED_RE.search(text):
        return False  # "how fast is it on a 3090 vs a 4090, how much slower": the 3090's speed
    names = list(lx.GPU_RE.finditer(text))
    return any(
        _PAIR_JOIN_RE.fullmatch(text[a.end() : b.start()]) is not None
        for a, b in zip(names, names[1:], strict=False)
    )


_CHOICE_JOIN_RE = re.compile(
    r"\s*,?\s*(?:or|还是|或者?|或是)\s*(?:maybe\s+|just\s+)?(?:an?\s+|the\s+)?"
    r"(?:(?:pair|couple) of\s+|(?:two|three|four|dual|[2-8])\s*(?:x\s*)?"
    r"|[两二三四八]\s*(?:张|块|个)?\s*)?"
)
"""What joins two setups offered as the options of a choice ("M2 Ultra or a pair of 3090s",
"4090 还是两张 3090")."""


def speed_choice(slots: dict[str, Any], text: str) -> bool:
    """Two setups offered as a choice, their speed the criterion, not asked of one: weighed.

    "m2 ultra or a pair of 3090s for 70b? prompt speed is what kills me" picks between the two;
    "how fast is 70b on a 4090 or a 3090" still asks the speed itself.
    """
    if len({g.gpu_id for g in slots.get("gpus") or []}) != 2 or _OWN_SPEED_RE.search(text):
        return False
    names = list(lx.GPU_RE.finditer(text))
    return any(
        _CHOICE_JOIN_RE.fullmatch(text[a.end() : b.start()]) is not None
        for a, b in zip(names, names[1:], strict=False)
    )


__all__ = ["speed_choice", "speed_gap"]
