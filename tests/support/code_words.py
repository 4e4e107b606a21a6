r"""The words of the assistant's code outside its message tables, read once per test process.

The tests that check every message template is used somewhere each searched that code (a few MB)
once per template name, several hundred searches of the whole text: seconds each. A name is
stated when it is one of the code's whole words (``\w+``), which is what ``\bNAME\b`` matched.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@cache
def code_outside_messages() -> str:
    """The text of every module under ``assistant/`` but the message tables themselves."""
    return "\n".join(
        p.read_text(encoding="utf-8")
        for p in sorted((ROOT / "assistant").rglob("*.py"))
        if p.parent.name != "messages"
    )


@cache
def words_in_code() -> frozenset[str]:
    """Every whole word of that code."""
    return frozenset(re.findall(r"\w+", code_outside_messages()))


@cache
def attributes_in_code(owner: str) -> frozenset[str]:
    """The names read off ``owner`` in that code (``say.X``: X)."""
    return frozenset(re.findall(rf"\b{re.escape(owner)}\.(\w+)", code_outside_messages()))
