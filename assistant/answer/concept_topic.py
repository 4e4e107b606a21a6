"""Whether a passage names a topic word of a question, not just its question words. Pure."""

from __future__ import annotations

import re

from assistant.question.topic import GENERIC
from assistant.rag.lexical import STOPWORDS

_CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
_ASCII_TERM = re.compile(r"[a-z][a-z0-9.+-]{2,}|\d+[a-z]+[a-z0-9]*", re.IGNORECASE)


def _longest_common_run(a: str, b: str) -> int:
    """Length of the longest run of characters of ``a`` that also appears in ``b``."""
    best = 0
    for i in range(len(a)):
        j = i + best + 1
        while j <= len(a) and a[i:j] in b:
            best = j - i
            j += 1
    return best


_ZH_FUNCTION_WORDS = sorted(
    {w for w in STOPWORDS if not w.isascii() and len(w) > 1}
    | set(
        "今天 明天 昨天 现在 时候 问题 东西 一下 这个 那个 哪里 还是 或者 是不是 有没有 怎么样"
        " 为什么 应该 需要 可以 能不能 大家 别人 自己 一般 比较".split()
    ),
    key=len,
    reverse=True,
)
"""Chinese words that carry no topic; removed before looking for a shared topic word."""


def names_topic(question: str, text: str) -> bool:
    """Whether ``text`` names a topic word of ``question`` (not just its function words).

    English: a shared content word of three or more letters. Chinese: a shared run of two or
    more characters once question words (怎么, 什么, …) are removed, so "红烧肉怎么做" does not
    match a section that says "怎么做 POC".
    """
    low = text.lower()
    for word in _ASCII_TERM.findall(question.lower()):
        if word not in STOPWORDS and word not in GENERIC and word in low:
            return True
    for run in _CJK_RUN.findall(question):
        for stop in _ZH_FUNCTION_WORDS:
            run = run.replace(stop, " ")
        if any(_longest_common_run(part, text) >= 2 for part in run.split()):
            return True
    return False


__all__ = ["names_topic"]
