"""Words as a model alias is looked up: particles dropped, Chinese words read as the alias's.

"deepseek-r1 蒸馏的 14b" is the alias "DeepSeek-R1 蒸馏 14B" (的 names nothing); "r1 蒸馏 qwen 32b"
is "R1 Distill Qwen 32B": 蒸馏 (版) is the Chinese for "distilled", wherever it stands among
the words, so the English aliases with the base model's name answer it too.
"""

from __future__ import annotations

import re

_DISTILLED_ZH_RE = re.compile(r"蒸馏版?")
"""The Chinese for "distilled", with or without 版 ("version")."""


def alias_word(token: str) -> str:
    """One word of a model mention as alias lookup reads it (的 dropped, 蒸馏 as "distill")."""
    return _DISTILLED_ZH_RE.sub("distill", token.replace("的", ""))


__all__ = ["alias_word"]
