"""One way to show a table: labelled headers, numeric numbers, units in the format.

Headers come from the label table; numbers stay numbers so sorting is numeric; ``order`` picks
the visible columns.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import streamlit as st

from .i18n import UiLang
from .labels import column

GB_COLUMNS = frozenset({"per_gpu_gb", "usable_gb", "capacity_gb", "headroom_gb", "gb"})


def column_config(
    keys: Sequence[str],
    lang: UiLang,
    formats: Mapping[str, str] | None = None,
    titles: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """Streamlit column settings: a human header per key, number formats where given."""
    formats = formats or {}
    titles = titles or {}
    config: dict[str, Any] = {}
    for key in keys:
        title = titles.get(key) or column(key, lang)
        if key in formats:
            config[key] = st.column_config.NumberColumn(title, format=formats[key])
        elif key in GB_COLUMNS:
            config[key] = st.column_config.NumberColumn(title, format="%.1f GB")
        else:
            config[key] = st.column_config.Column(title)
    return config


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
        column_config=column_config(keys, lang, formats, titles),
        key=key,
    )
