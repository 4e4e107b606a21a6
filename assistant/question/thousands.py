"""Counts of people or requests said in thousands ("~1k chats", "1.5k users", "2k并发"); pure.

The user readers match plain digits; this writes such a count out in full first (1k as 1000,
1.5k as 1500) so every reader of a load sees the number the asker meant. Only a ``k`` directly
before the people or requests counted is expanded: "8k ctx" and "8k-token prompts" are sizes.
"""

from __future__ import annotations

import re

from assistant.question.numbers import number

_LOAD_WORDS = (
    r"(?:(?:concurrent|simultaneous|parallel|active|live)\s+)?"
    r"(?:users?|requests?|chats?|conversations?|sessions?|streams?|clients?|agents?|people"
    r"|customers?|callers?|calls?)\b"
    r"|(?:concurrent|simultaneous)\b"
    r"|(?:个|位|路)?\s*(?:并发|同时在线|在线)?\s*(?:用户|请求|会话|对话|人)"
    r"|(?:个|路)?\s*并发"
)
_K_COUNT_RE = re.compile(
    rf"(?<![\d.,])(?P<n>\d{{1,4}}(?:\.\d{{1,3}})?)\s*[kK](?![a-zA-Z])(?=\s*(?:{_LOAD_WORDS}))"
)

_SIZE_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:concurrent|simultaneous|parallel|many|much)|\d\s*(?:x|×)?|并发|同时|几个|多少个?)\s*$"
)
"""A count or "concurrent" said already before the k figure: the figure is a context length."""


_CN_NUM = r"[一二两三四五六七八九十百千]{1,5}"
_ZH_LOAD_COUNT_RE = re.compile(
    r"(?P<lead>(?:同时在线|同时使用|同时用|在线|并发|峰值|高峰)(?:的)?(?:用户|人数|数)?"
    r"(?:估计|预计|大概|大约|约|最多|也就|可能|会有|有|是|为|[:：~～])*\s*)"
    rf"(?P<n>{_CN_NUM})(?![万亿])"
    rf"|(?P<n2>{_CN_NUM})(?=\s*(?:个|位|名)?\s*(?:人|用户)\s*(?:同时|在线|并发))"
)
"""A load said in Chinese numerals beside its at-once words ("同时在线二三十", "三十人同时在线")."""


def _arabic_loads(text: str) -> str:
    """``text`` with each at-once load in Chinese numerals written in digits (a range's top)."""

    def digits(m: re.Match[str]) -> str:
        value = number(m["n"] or m["n2"])
        if value is None or not 1 <= value <= 99_999:
            return m.group()
        return f"{m['lead'] or ''}{round(value)}"

    return _ZH_LOAD_COUNT_RE.sub(digits, text)


def expand_thousands(text: str) -> str:
    """``text`` with each count of users, chats or requests said in k written out in full.

    A load in Chinese numerals ("同时在线二三十") is written in digits too (30, a range's top).
    """
    text = _arabic_loads(text)

    def full(m: re.Match[str]) -> str:
        if _SIZE_BEFORE_RE.search(text[max(0, m.start() - 24) : m.start()]):
            return m.group()  # "8 concurrent 32k requests": the k is each one's context
        return str(round(float(m["n"]) * 1000))

    return _K_COUNT_RE.sub(full, text)


__all__ = ["expand_thousands"]
