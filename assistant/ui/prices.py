"""Cloud prices page: one per-GPU-hour column in one currency, the listed price beside it.

Prices are converted at the dated exchange rate of the price book. Row builders and filters
are pure; the page renders them.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from typing import Any

import streamlit as st
from pydantic import BaseModel

from assistant.calc.money import FxUsed, fx_rate
from assistant.catalog.offers import CloudOffer, Currency, FxRate, PriceBook
from assistant.errors import UsageError
from assistant.ui.browse import price_book_or_none, sort_controls, sort_rows, visible_columns
from assistant.ui.state import ui_lang

from .field_labels import offering, price_basis, region
from .i18n import UiLang, t
from .labels import value
from .tables import count_line, money_format, show_table

CURRENCY_SIGNS = {"USD": "$", "CNY": "¥"}


def _money(amount: Decimal | None) -> float | None:
    return None if amount is None else float(amount)


def price_text(amount: Decimal | None, currency: str) -> str:
    """``$0.74`` / ``¥0.76``: a price in its own currency, for the listed-price column."""
    if amount is None:
        return ""
    return f"{CURRENCY_SIGNS.get(currency, currency + ' ')}{amount:,.2f}"


LISTED_MONEY = ("on_demand_per_hour", "spot_per_hour", "monthly_price")
"""Columns in each row's own currency: shown as text with that currency's sign."""


def display_row(row: dict[str, Any], lang: UiLang) -> dict[str, Any]:
    """A price row as the table shows it: listed amounts with their sign, labels translated."""
    shown = {
        **row,
        "confidence": value("confidence", row["confidence"], lang),
        "offering": offering(row["offering"], lang),
        "region": region(row["region"], lang),
        "instance_type": price_basis("per_gpu", lang)
        if row["instance_type"].startswith("(")
        else row["instance_type"],
    }
    for key in LISTED_MONEY:
        amount = row[key]
        shown[key] = None if amount is None else price_text(Decimal(str(amount)), row["currency"])
    return shown


def offer_row(
    o: CloudOffer, to_currency: Currency | None = None, fx: Sequence[FxRate] = ()
) -> dict[str, Any]:
    """One cloud offering as a flat row.

    ``per_gpu_hour`` is in ``to_currency`` (converted at the newest dated rate in ``fx``; None
    when no rate is known) or, without ``to_currency``, in the row's own currency.
    ``original_per_gpu_hour`` is the listed price with its currency sign.
    """
    hourly = o.per_gpu_hour()
    shown: Decimal | None = hourly
    if hourly is not None and to_currency is not None and to_currency != o.currency:
        try:
            used = fx_rate(o.currency, to_currency, fx)
        except UsageError:
            used = None
        shown = None if used is None else hourly * used.rate
    return {
        "provider": o.provider,
        "offering": o.offering,
        "instance_type": o.instance_type,
        "gpu": o.gpu_name,
        "gpu_id": o.gpu_id or "",
        "gpu_count": o.gpu_count,
        "region": o.region,
        "currency": o.currency,
        "per_gpu_hour": None if shown is None else round(float(shown), 3),
        "original_per_gpu_hour": price_text(hourly, o.currency),
        "on_demand_per_hour": _money(o.on_demand_per_hour),
        "spot_per_hour": _money(o.spot_per_hour),
        "monthly_price": _money(o.monthly_price),
        "as_of": o.as_of.isoformat(),
        "confidence": o.confidence,
        "source": o.source,
        "excluded": o.exclude_from_ranking,
    }


def conversion(book: PriceBook, to_currency: Currency) -> FxUsed | None:
    """The rate used to bring the other currency into ``to_currency`` (None if none is known)."""
    other: Currency = "CNY" if to_currency == "USD" else "USD"
    try:
        return fx_rate(other, to_currency, book.fx)
    except UsageError:
        return None


class PriceFilter(BaseModel):
    """What the prices page filters by."""

    providers: list[str] = []
    gpu_ids: list[str] = []
    currencies: list[str] = []
    confidences: list[str] = []
    show_excluded: bool = False
    sort_by: str = "per_gpu_hour"
    descending: bool = False


def filter_offers(rows: Sequence[dict[str, Any]], f: PriceFilter) -> list[dict[str, Any]]:
    """Rows matching the filter, cheapest per GPU-hour first by default."""
    out = [
        r
        for r in rows
        if (f.show_excluded or not r["excluded"])
        and (not f.providers or r["provider"] in f.providers)
        and (not f.gpu_ids or r["gpu_id"] in f.gpu_ids)
        and (not f.currencies or r["currency"] in f.currencies)
        and (not f.confidences or r["confidence"] in f.confidences)
    ]
    return sort_rows(out, f.sort_by, f.descending)


PRICE_COLUMNS = (
    "provider",
    "gpu",
    "per_gpu_hour",
    "original_per_gpu_hour",
    "gpus",
    "region",
    "as_of",
    "confidence",
    "offering",
    "instance_type",
    "on_demand_per_hour",
    "spot_per_hour",
    "monthly_price",
    "source",
)


def prices_page() -> None:
    """Browse dated cloud prices with their confidence and currency."""
    lang = ui_lang()
    st.title(t("nav_prices", lang))
    book = price_book_or_none()
    if book is None:
        st.info(t("prices_missing", lang))
        return
    st.caption(t("prices_note", lang))
    codes: list[Currency] = ["USD", "CNY"]
    shown_in = st.segmented_control(
        t("price_currency", lang),
        codes,
        default="CNY" if lang == "zh" else "USD",
        format_func=lambda c: t(f"currency_{c.lower()}", lang),
        key="price_show_currency",
    ) or ("CNY" if lang == "zh" else "USD")
    used = conversion(book, shown_in)
    if used is None:
        st.caption(t("fx_missing", lang, currency=shown_in))
    else:
        base, quote, rate = used.from_currency, used.to_currency, used.rate
        if rate < 1:  # say "1 USD = 7.10 CNY", not "1 CNY = 0.14 USD"
            base, quote, rate = quote, base, 1 / rate
        st.caption(
            t(
                "fx_note",
                lang,
                base=base,
                quote=quote,
                rate=f"{rate:.4f}".rstrip("0"),
                as_of=used.as_of.isoformat(),
                source=used.source,
            )
        )
    rows = [offer_row(o, shown_in, book.fx) for o in book.offers]
    converted = t("per_gpu_hour_in", lang, currency=shown_in)
    with st.expander(t("filters", lang), expanded=True):
        c1, c2 = st.columns(2)
        providers = c1.multiselect(
            t("provider", lang),
            sorted({r["provider"] for r in rows}),
            placeholder=t("choose", lang),
            key="price_provider",
        )
        names = {r["gpu_id"]: r["gpu"] for r in rows if r["gpu_id"]}
        gpu_ids = c2.multiselect(
            t("gpu", lang),
            sorted(names, key=lambda g: names[g]),
            format_func=lambda g: names.get(g, g),
            placeholder=t("choose", lang),
            key="price_gpu",
        )
        c3, c4, c5 = st.columns(3)
        currencies = c3.multiselect(
            t("currency", lang), ["USD", "CNY"], placeholder=t("choose", lang), key="price_currency"
        )
        confidences = c4.multiselect(
            t("confidence", lang),
            ["high", "medium", "low", "user"],
            format_func=lambda v: value("confidence", v, lang),
            placeholder=t("choose", lang),
            key="price_confidence",
        )
        excluded = c5.checkbox(t("show_excluded", lang), key="price_excluded")
        sort_by, desc = sort_controls(
            lang,
            ["per_gpu_hour", "on_demand_per_hour", "spot_per_hour", "as_of", "provider"],
            "per_gpu_hour",
            False,
            "price",
            {"per_gpu_hour": converted},
        )
    shown = filter_offers(
        rows,
        PriceFilter(
            providers=providers,
            gpu_ids=gpu_ids,
            currencies=currencies,
            confidences=confidences,
            show_excluded=excluded,
            sort_by=sort_by,
            descending=desc,
        ),
    )
    hidden = 0 if excluded else sum(1 for r in rows if r["excluded"])
    st.caption(count_line(lang, len(shown), len(rows), hidden))
    show_table(
        [display_row(r, lang) for r in shown],
        lang,
        order=visible_columns(PRICE_COLUMNS, sort_by),
        formats={"per_gpu_hour": money_format(shown_in)},
        titles={"per_gpu_hour": converted},
        key="price_table",
    )
