"""Browse pages (GPUs, models, cloud prices): pure row builders and filters, then the pages.

Row builders turn catalog objects into flat dicts; filters are pure functions of those rows and
a filter model, so tests check them without Streamlit.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import streamlit as st
from pydantic import BaseModel

from assistant.catalog.offers import CloudOffer, PriceBook
from assistant.catalog.specs import Catalog
from assistant.errors import AssistantError
from assistant.models import GPU, ModelSpec
from assistant.ui.state import resources, ui_lang

from .i18n import UiLang, t
from .labels import column, value
from .tables import count_line, money_format, show_table

# --------------------------------------------------------------------------- GPUs


def cheapest_usd_per_gpu_hour(offers: Iterable[CloudOffer]) -> dict[str, float]:
    """Lowest on-demand USD price per GPU-hour by GPU id, over rankable offerings."""
    best: dict[str, float] = {}
    for o in offers:
        if o.exclude_from_ranking or o.gpu_id is None or o.currency != "USD":
            continue
        price = o.per_gpu_hour()
        if price is not None and (o.gpu_id not in best or float(price) < best[o.gpu_id]):
            best[o.gpu_id] = round(float(price), 3)
    return best


def gpu_row(g: GPU, cloud_usd: float | None = None) -> dict[str, Any]:
    """One GPU as a flat table row (units in column names)."""
    return {
        "id": g.id,
        "name": g.name,
        "vendor": g.vendor,
        "segment": g.segment,
        "architecture": g.architecture,
        "memory_gb": g.memory_gb,
        "bandwidth_gb_s": g.memory_bandwidth_gb_s,
        "bf16_tflops": g.bf16_tflops,
        "fp8_tflops": g.fp8_tflops,
        "nvlink": g.nvlink,
        "interconnect": g.interconnect,
        "tdp_w": g.tdp_w,
        "launch_price_usd": float(g.launch_price_usd) if g.launch_price_usd is not None else None,
        "cloud_usd_per_gpu_hour": cloud_usd,
        "market_note": g.market_note or "",
        "launch_year": g.launch_year,
    }


def gpu_rows(catalog: Catalog, cloud: dict[str, float] | None = None) -> list[dict[str, Any]]:
    """Every GPU in the catalog as a row, with the cheapest cloud price when known."""
    cloud = cloud or {}
    return [gpu_row(g, cloud.get(g.id)) for g in catalog.gpus.values()]


class GpuFilter(BaseModel):
    """What the GPU page filters and sorts by."""

    text: str = ""
    min_memory_gb: float = 0.0
    vendors: list[str] = []
    segments: list[str] = []
    nvlink_only: bool = False
    sort_by: str = "memory_gb"
    descending: bool = True


def sort_rows(rows: list[dict[str, Any]], key: str, descending: bool) -> list[dict[str, Any]]:
    """Sort by ``key``; missing values always go last."""
    present = [r for r in rows if r.get(key) is not None]
    missing = [r for r in rows if r.get(key) is None]
    present.sort(key=lambda r: (r[key], r.get("name", "")), reverse=descending)
    return present + missing


def filter_gpus(rows: Sequence[dict[str, Any]], f: GpuFilter) -> list[dict[str, Any]]:
    """Rows matching the filter, sorted."""
    needle = f.text.strip().lower()
    out = [
        r
        for r in rows
        if r["memory_gb"] >= f.min_memory_gb
        and (not f.vendors or r["vendor"] in f.vendors)
        and (not f.segments or r["segment"] in f.segments)
        and (not f.nvlink_only or r["nvlink"])
        and (not needle or needle in f"{r['name']} {r['id']}".lower())
    ]
    return sort_rows(out, f.sort_by, f.descending)


# --------------------------------------------------------------------------- models


def model_row(m: ModelSpec) -> dict[str, Any]:
    """One model as a flat table row."""
    return {
        "id": m.id,
        "name": m.name,
        "family": m.family,
        "params_b": m.params_b,
        "active_params_b": m.active_b,
        "moe": m.is_moe,
        "layers": m.num_layers,
        "hidden_size": m.hidden_size,
        "attention": m.attention,
        "kv_heads": m.num_kv_heads,
        "max_context": m.max_context,
        "release": m.release or "",
    }


class ModelFilter(BaseModel):
    """What the models page filters by."""

    text: str = ""
    families: list[str] = []
    max_params_b: float | None = None
    sort_by: str = "params_b"
    descending: bool = False


def filter_models(rows: Sequence[dict[str, Any]], f: ModelFilter) -> list[dict[str, Any]]:
    """Rows matching the filter, sorted."""
    needle = f.text.strip().lower()
    out = [
        r
        for r in rows
        if (not f.families or r["family"] in f.families)
        and (f.max_params_b is None or r["params_b"] <= f.max_params_b)
        and (not needle or needle in f"{r['name']} {r['id']}".lower())
    ]
    return sort_rows(out, f.sort_by, f.descending)


# --------------------------------------------------------------------------- pages

GPU_COLUMNS = (
    "name",
    "memory_gb",
    "bandwidth_gb_s",
    "bf16_tflops",
    "fp8_tflops",
    "cloud_usd_per_gpu_hour",
    "launch_price_usd",
    "vendor",
    "segment",
    "architecture",
    "nvlink",
    "interconnect",
    "tdp_w",
    "launch_year",
)
MODEL_COLUMNS = (
    "name",
    "params_b",
    "active_params_b",
    "max_context",
    "family",
    "layers",
    "hidden_size",
    "attention",
    "kv_heads",
    "moe",
    "release",
)


def visible_columns(columns: Sequence[str], sort_by: str) -> list[str]:
    """The columns to show, the sort column right after the first (so it is on screen)."""
    if not columns or sort_by == columns[0]:
        return list(columns)
    rest = [c for c in columns if c != sort_by]
    return [rest[0], sort_by, *rest[1:]]


def price_book_or_none() -> PriceBook | None:
    """The session's price book, or None when it cannot be loaded."""
    try:
        book = resources().price_book()
    except (AssistantError, ImportError, OSError):
        return None
    return book if isinstance(book, PriceBook) else None


def sort_controls(
    lang: UiLang,
    columns: Sequence[str],
    default: str,
    descending: bool,
    prefix: str,
    labels: dict[str, str] | None = None,
) -> tuple[str, bool]:
    """A sort-column picker (headers as labels) and a descending toggle."""
    labels = labels or {}
    c1, c2 = st.columns([3, 1])
    key = c1.selectbox(
        t("sort_by", lang),
        list(columns),
        index=list(columns).index(default),
        format_func=lambda c: labels.get(c) or column(c, lang),
        key=f"{prefix}_sort",
    )
    desc = c2.toggle(t("descending", lang), value=descending, key=f"{prefix}_desc")
    return str(key), bool(desc)


def gpus_page() -> None:
    """Browse and filter the GPU catalog."""
    lang = ui_lang()
    st.title(t("nav_gpus", lang))
    catalog = resources().catalog()
    book = price_book_or_none()
    rows = gpu_rows(catalog, cheapest_usd_per_gpu_hour(book.offers) if book else None)
    with st.expander(t("filters", lang), expanded=True):
        c1, c2 = st.columns(2)
        text = c1.text_input(t("search", lang), key="gpu_text")
        min_mem = c2.slider(t("min_memory", lang), 0, 200, 0, step=8, key="gpu_min_mem")
        c3, c4, c5 = st.columns([2, 2, 1])
        vendors = c3.multiselect(
            t("vendor", lang),
            sorted({r["vendor"] for r in rows}),
            placeholder=t("choose", lang),
            key="gpu_vendor",
        )
        segments = c4.multiselect(
            t("segment", lang),
            ["consumer", "workstation", "datacenter"],
            format_func=lambda v: value("segment", v, lang),
            placeholder=t("choose", lang),
            key="gpu_segment",
        )
        nvlink = c5.checkbox(t("nvlink_only", lang), key="gpu_nvlink")
        sort_by, desc = sort_controls(
            lang,
            [
                "memory_gb",
                "bandwidth_gb_s",
                "bf16_tflops",
                "fp8_tflops",
                "launch_price_usd",
                "cloud_usd_per_gpu_hour",
                "launch_year",
                "name",
            ],
            "memory_gb",
            True,
            "gpu",
        )
    shown = filter_gpus(
        rows,
        GpuFilter(
            text=text,
            min_memory_gb=float(min_mem),
            vendors=vendors,
            segments=segments,
            nvlink_only=nvlink,
            sort_by=sort_by,
            descending=desc,
        ),
    )
    st.caption(count_line(lang, len(shown), len(rows)))
    show_table(
        [{**r, "segment": value("segment", r["segment"], lang)} for r in shown],
        lang,
        order=visible_columns(GPU_COLUMNS, sort_by),
        formats={
            "cloud_usd_per_gpu_hour": money_format("USD"),
            "launch_price_usd": money_format("USD"),
        },
        key="gpu_table",
    )


def models_page() -> None:
    """Browse and filter the model catalog."""
    lang = ui_lang()
    st.title(t("nav_models", lang))
    rows = [model_row(m) for m in resources().catalog().models.values()]
    with st.expander(t("filters", lang), expanded=True):
        c1, c2, c3 = st.columns(3)
        text = c1.text_input(t("search", lang), key="model_text")
        families = c2.multiselect(
            t("family", lang),
            sorted({r["family"] for r in rows}),
            placeholder=t("choose", lang),
            key="model_family",
        )
        max_b = c3.number_input(t("max_params", lang), value=None, key="model_max_b")
        if max_b is not None and max_b <= 0:
            c3.error(t("need_positive", lang))
        sort_by, desc = sort_controls(
            lang,
            ["params_b", "active_params_b", "max_context", "layers", "release", "name"],
            "params_b",
            False,
            "model",
        )
    if max_b is not None and max_b <= 0:
        st.info(t("fix_inputs", lang))
        return
    shown = filter_models(
        rows,
        ModelFilter(
            text=text, families=families, max_params_b=max_b, sort_by=sort_by, descending=desc
        ),
    )
    st.caption(count_line(lang, len(shown), len(rows)))
    show_table(shown, lang, order=visible_columns(MODEL_COLUMNS, sort_by), key="model_table")
