"""Checks on typed numbers before anything is computed: a message per field, in the UI language.

Number widgets accept any value (so the user sees what they typed); these rules decide whether
results may be shown. Counts are whole numbers of at least 1, sizes are above 0, and a length
of 0 means "the default" where a form says so.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from .i18n import UiLang, t

Rule = Literal["count", "positive", "nonnegative"]


def problem(value: float | int | None, rule: Rule, lang: UiLang) -> str | None:
    """The message for ``value`` under ``rule``, or None when it is acceptable."""
    if value is None:
        return t("need_count" if rule == "count" else "need_positive", lang)
    if rule == "count" and (value < 1 or int(value) != value):
        return t("need_count", lang)
    if rule == "positive" and value <= 0:
        return t("need_positive", lang)
    if rule == "nonnegative" and value < 0:
        return t("need_nonnegative", lang)
    return None


def problems(
    values: Mapping[str, float | int | None], rules: Mapping[str, Rule], lang: UiLang
) -> dict[str, str]:
    """Messages by field for every value that breaks its rule (empty when all are fine)."""
    out: dict[str, str] = {}
    for field, rule in rules.items():
        message = problem(values.get(field), rule, lang)
        if message is not None:
            out[field] = message
    return out
