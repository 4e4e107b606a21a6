"""One way to show a table: labelled headers, numeric numbers, units in the format.

Headers come from the label table; numbers stay numbers so sorting is numeric; ``order`` picks
the visible columns. A missing value reads "—", never "None"; money columns carry their
currency sign and two decimals; a text column is as wide as its longest value (up to a limit),
so names are not cut, and the first column stays pinned while the table scrolls sideways.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import streamlit as st

from .i18n import UiLang, t
from .labels import column

GB_COLUMNS = frozenset({"per_gpu_gb", "usable_gb", "capacity_gb", "headroom_gb", "gb"})
MISSING = "—"
"""What an empty cell shows."""
MONEY_FORMATS = {"USD": "dollar", "CNY": "¥%.2f"}
"""Number formats of money columns: "dollar" is $1,234.56; CNY as ¥1234.56."""
CHAR_PX, PAD_PX, MAX_TEXT_PX = 8, 28, 460
MAX_PINNED_PX = 240
"""A wider first column is not pinned: on a phone it would leave no room to scroll."""


def money_format(currency: str) -> str:
    """The column format of an amount in ``currency``: its sign and two decimals."""
    return MONEY_FORMATS.get(currency, "%.2f " + currency)


def text_width(rows: Sequence[Mapping[str, Any]], key: str, title: str) -> int:
    """Pixels that show the longest value (or the header) of a text column whole."""
    longest = max([len(title), *(len(str(r.get(key) or "")) for r in rows)])
    wide = sum(1 for r in rows for ch in str(r.get(key) or "")[:1] if ord(ch) > 0x2E80)
    per_char = CHAR_PX * 2 if wide > len(rows) / 2 else CHAR_PX  # CJK glyphs are twice as wide
    return min(longest * per_char + PAD_PX, MAX_TEXT_PX)


def column_config(
    keys: Sequence[str],
    lang: UiLang,
    formats: Mapping[str, str] | None = None,
    titles: Mapping[str, str] | None = None,
    rows: Sequence[Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """Streamlit column settings: a human header per key, number formats where given."""
    formats = formats or {}
    titles = titles or {}
    config: dict[str, Any] = {}
    for n, key in enumerate(keys):
        title = titles.get(key) or column(key, lang)
        pinned = n == 0
        if key in formats:
            config[key] = st.column_config.NumberColumn(title, format=formats[key], pinned=pinned)
        elif key in GB_COLUMNS:
            config[key] = st.column_config.NumberColumn(title, format="%.1f GB", pinned=pinned)
        elif rows is not None and any(isinstance(r.get(key), str) for r in rows):
            width = text_width(rows, key, title)
            config[key] = st.column_config.Column(
                title, width=width, pinned=pinned and width <= MAX_PINNED_PX
            )
        else:
            config[key] = st.column_config.Column(title, pinned=pinned)
    return config


def count_line(lang: UiLang, shown: int, total: int, hidden_excluded: int = 0) -> str:
    """The line above a table that says how many rows it shows and why not all of them."""
    if shown == total:
        return t("rows_all", lang, total=total)
    if hidden_excluded and shown == total - hidden_excluded:
        return t("rows_hidden_excluded", lang, n=shown, total=total, hidden=hidden_excluded)
    if hidden_excluded:
        return t("rows_filtered_excluded", lang, n=shown, total=total, hidden=hidden_excluded)
    return t("rows_filtered", lang, n=shown, total=total)


def show_table(
    rows: Sequence[Mapping[str, Any]],
    lang: UiLang,
    *,
    order: Sequence[str] | None = None,
    formats: Mapping[str, str] | None = None,
    titles: Mapping[str, str] | None = None,
    key: str | None = None,
) -> None:
    """``st.dataframe`` with labelled headers; ``order`` picks and orders the visible columns."""
    keys = list(order) if order is not None else list(rows[0]) if rows else []
    st.dataframe(
        list(rows),
        hide_index=True,
        column_order=keys,
        column_config=column_config(keys, lang, formats, titles, rows),
        placeholder=MISSING,
        key=key,
    )
