"""Numeric grounding: every number in an answer must be traceable to a source.

A source is a tool output, a cited passage or the question itself.

Used by the LLM guard (a rewrite that adds a number is rejected) and by the golden-set
scorecard (numeric grounding rate). Pure functions over text and JSON-like values.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from decimal import Decimal
from typing import Any

# A number as people write it: 1,234.5 / 0.35 / 1e9 are read; citation markers [3] are not.
_NUMBER_RE = re.compile(r"(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\d])")
_CITATION_RE = re.compile(r"\[(\d+)\]")
# Small bare integers are structural (list numbering, "step 2") and carry no claim; with a unit
# after them (9 GB, 7x, 5%) or a currency sign before them they are claims like any other.
_TRIVIAL = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
_UNIT_AFTER_RE = re.compile(
    r"\s*(?:[kmgtp]i?b\b|[kmgt]b/s|%|x\b|×|tflops|tops|w\b|kw|h\b|hours?|days?|months?|years?|"
    r"tokens?|元|块|小时|天|个月|年|倍|瓦)",
    re.IGNORECASE,
)
_CURRENCY_BEFORE = ("$", "¥", "￥")


def strip_citations(text: str) -> str:
    """Remove ``[n]`` markers so their digits are not read as claims."""
    return _CITATION_RE.sub(" ", text)


def numbers_in_text(text: str) -> list[tuple[str, float, int]]:
    """Return ``(as written, value, decimals shown)`` for every number in ``text``."""
    return [(written, value, decimals) for written, value, decimals, _ in _scan(text)]


def _scan(text: str) -> Iterator[tuple[str, float, int, bool]]:
    """Yield numbers with a flag saying whether a unit or currency sign marks them as claims."""
    clean = strip_citations(text)
    for m in _NUMBER_RE.finditer(clean):
        whole, frac = m.group(1), m.group(2) or ""
        value = float(whole.replace(",", "") + frac)
        has_unit = (
            bool(_UNIT_AFTER_RE.match(clean, m.end()))
            or clean[max(0, m.start() - 1) : m.start()] in _CURRENCY_BEFORE
        )
        yield whole + frac, value, max(len(frac) - 1, 0), has_unit


def numbers_in_value(value: Any) -> Iterator[float]:
    """Yield every number inside a JSON-like value (dicts, lists, strings included)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int | float | Decimal):
        yield float(value)
    elif isinstance(value, str):
        for _, number, _ in numbers_in_text(value):
            yield number
    elif isinstance(value, dict):
        for v in value.values():
            yield from numbers_in_value(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from numbers_in_value(v)


def _matches(shown: float, decimals: int, source: float) -> bool:
    """Whether ``shown`` (with ``decimals`` places) is ``source`` rounded, or a unit rescaling."""
    tolerance = 0.5 * 10 ** (-decimals) + 1e-9
    for scale in (1.0, 100.0, 1000.0, 0.001, 1e-9, 1e-6, 1e-3):
        candidate = source * scale
        if abs(candidate - shown) <= tolerance:
            return True
        # integers shown may be rounded in either direction by a formatter that drops decimals
        if decimals == 0 and shown >= 20 and abs(candidate - shown) <= max(1.0, shown * 0.005):
            return True
    return False


def without_names(text: str, names: Iterable[str]) -> str:
    """``text`` with every quoted catalog name blanked ("H20 96GB", "Qwen3-235B-A22B").

    The digits of a product or model name are part of the name, not a figure the answer
    claims; longer names go first so "RTX 4060 Ti 16GB" is not cut to "RTX 4060 Ti".
    """
    folded = text.lower()
    for name in sorted({n for n in names if any(c.isdigit() for c in n)}, key=len, reverse=True):
        key = name.lower()
        start = folded.find(key)
        while start != -1:
            end = start + len(key)
            bounded = (start == 0 or not folded[start - 1].isalnum()) and (
                end == len(folded) or not folded[end].isalnum()
            )
            if bounded:
                folded = folded[:start] + " " * len(key) + folded[end:]
                text = text[:start] + " " * len(key) + text[end:]
            start = folded.find(key, start + 1)
    return text


def ungrounded_numbers(text: str, sources: Iterable[Any], names: Iterable[str] = ()) -> list[str]:
    """Return the numbers in ``text`` that no value in ``sources`` accounts for.

    ``names`` are catalog names and ids (GPUs, models) whose digits are not figures.
    """
    text = without_names(text, names)
    pool = sorted(set(n for source in sources for n in numbers_in_value(source)))
    missing = []
    for written, shown, decimals, has_unit in _scan(text):
        if decimals == 0 and shown in _TRIVIAL and not has_unit:
            continue
        if not any(_matches(shown, decimals, source) for source in pool):
            missing.append(written)
    return missing
