"""Head counts said loosely in Chinese ("十来个人", "二三十个人用", "百来号人"); pure.

A range is read at its top ("二三十" as 30) and "来" (about) at its base ("十来个" as 10), so a
deployment is sized for the load the asker has in mind; the answer says how it was read.
"""

from __future__ import annotations

import re

from assistant.question.lexicon import CN_DIGITS, CN_SMALL_UNITS

_APPROX_RE = re.compile(
    r"(?<![\d一二两三四五六七八九十百千])"
    r"(?:(?P<low>[一两二三四五六七八九])(?P<high>[二三四五六七八九])(?P<unit>[十百千])"
    r"|(?P<base>[一两二三四五六七八九])?(?P<unit2>[十百千])来)"
    r"\s*(?:个|位|号|名)?\s*(?=人|用户|同事|学生|员工|工程师|开发|研究员|分析师)"
)
"""A loose head count before the people counted: "二三十个人", "十来个人", "百来号人"."""


def approx_users(text: str) -> tuple[int, str] | None:
    """The head count a loose Chinese phrase gives, with the phrase as written; else None."""
    m = _APPROX_RE.search(text)
    if m is None:
        return None
    if m["high"]:
        return CN_DIGITS[m["high"]] * CN_SMALL_UNITS[m["unit"]], m.group().strip()
    return CN_DIGITS[m["base"] or "一"] * CN_SMALL_UNITS[m["unit2"]], m.group().strip()


__all__ = ["approx_users"]
