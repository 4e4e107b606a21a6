"""A count the asker guesses after asking how many users the hardware holds; pure.

"how many family members can hit it at once? like 5?", "能撑几个人同时用？5 个有吗": the
question is still the count (``asks_capacity``), and the guess is kept so the answer can say
whether it holds, not read as a load to size for.
"""

from __future__ import annotations

import re

from assistant.question.capacity_slots import capacity_asked
from assistant.question.numbers import number

_ASKED_RE = re.compile(r"\bhow many\b|\bhow much concurrency\b|多少|几(?:个|位|路)?")
"""Where the count is asked: the guess comes after it."""
_GUESS_EN_RE = re.compile(
    r"(?:^|[?.!,;—-])\s*(?:(?:like|maybe|perhaps|say|around|about|roughly|~|is it|could it be"
    r"|can it do|will it do|would)\s*)+(?P<n>\d{1,4})\s*(?:people|users|ppl|of (?:us|them)"
    r"|or so|ish|max|at once|concurrent)?\s*\??\s*$"
)
"""An English guess closing the question ("like 5?", "maybe 10 or so?", "is it 20?")."""
_GUESS_ZH_RE = re.compile(
    r"(?:^|[?？。，,!！])\s*(?:大概|估计|应该|能到|能有|能不能到|到得了)?\s*"
    r"(?P<n>\d{1,4}|[一二两三四五六七八九十]{1,3})\s*(?:个|位|路)(?:人)?\s*"
    r"(?:有吗|行吗|可以吗|能吗|够吗|没问题吧|吧|左右|有没有)\s*[?？]?\s*$"
)
"""A Chinese guess closing the question ("5 个有吗", "十个人行吗？")."""


def guessed_users(folded: str) -> int | None:
    """The count guessed after the count asked, or None (no count asked, or no guess)."""
    asked = list(_ASKED_RE.finditer(folded))
    if not asked:
        return None
    tail = folded[asked[-1].end() :]
    m = _GUESS_EN_RE.search(tail) or _GUESS_ZH_RE.search(tail)
    if m is None or not capacity_asked(folded):  # the long capacity pattern only for a guess
        return None
    value = number(m["n"])
    return int(value) if value is not None and 1 <= value <= 10_000 else None


__all__ = ["guessed_users"]
