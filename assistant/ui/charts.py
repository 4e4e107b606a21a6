"""Pure builders for the memory breakdown chart (a Vega-Lite spec) from ``MemoryEstimate`` results.

One horizontal stacked bar per option (per GPU: weights, gradients, optimizer, activations, logits,
KV cache, overhead), in the order of the numbers table, with a marker at the card's usable memory
(a thick red tick) and at its full capacity (a dark one). Horizontal bars keep long names
readable at phone width. When the bars differ by more than 5× (237.8 GB beside 13.0 GB), each
row gets its own scale (its largest of peak and capacity is the full width) and its label
gains a third line with its figures, so no bar shrinks to a sliver. The whole chart (labels,
legends) fits its width. The spec is plain data: ``st.vega_lite_chart`` renders it and tests
inspect it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from assistant.calc.sizing import MemoryEstimate
from assistant.models import ToolCall

from .i18n import UiLang
from .labels import METHODS, PRECISIONS, pick, setup_name
from .labels import TERMS as TERM_LABEL_PAIRS
from .labels import label as _label

TERMS: tuple[str, ...] = tuple(TERM_LABEL_PAIRS)
TERM_LABELS: dict[str, tuple[str, str]] = dict(TERM_LABEL_PAIRS)
# Colour per term, fixed so the same term looks the same in every chart (Tableau 10 palette).
TERM_COLORS: tuple[str, ...] = (
    "#4e79a7",
    "#f28e2b",
    "#e15759",
    "#76b7b2",
    "#59a14f",
    "#edc948",
    "#bab0ac",
)
LIMIT_LABELS: dict[str, tuple[str, str]] = {
    "usable_gb": ("usable per GPU", "单卡可用"),
    "capacity_gb": ("card memory", "显卡显存"),
}
AXIS_TITLE = ("GB per GPU", "单卡显存（GB）")
PER_ROW_RATIO = 5.0
"""Rows further apart than this (the largest row's scale over the smallest bar) get a scale
per row: at 5× the smallest bar is already under a fifth of the width."""
LIMIT_COLORS = ("#c62828", "#212121")
"""Usable (red) and capacity (near black) markers: distinct from every term colour."""
FIGURE_LABELS = ("{peak} of {usable} GB usable", "峰值 {peak} / 可用 {usable} GB")
ROW_PX = 40
"""Height of one bar's row in pixels (two label lines)."""
SEPARATOR = " · "
"""Between the method and the setup in a bar's label (the axis breaks the line there)."""


def _parts(est: MemoryEstimate, lang: UiLang, names: Mapping[str, str]) -> tuple[str, str, str]:
    return (
        _label(METHODS, est.method, lang),
        _label(PRECISIONS, est.precision, lang) if est.precision else "",
        setup_name(est.gpu_id, est.count, names),
    )


def option_label(
    est: MemoryEstimate, lang: UiLang = "en", names: Mapping[str, str] | None = None
) -> str:
    """Name one estimate for the axis, e.g. ``LoRA BF16 · 2 × RTX 4090``."""
    method, precision, setup = _parts(est, lang, names or {})
    return f"{method} {precision}{SEPARATOR}{setup}".replace("  ", " ")


def labelled(
    estimates: Sequence[MemoryEstimate],
    lang: UiLang = "en",
    names: Mapping[str, str] | None = None,
) -> list[tuple[str, MemoryEstimate]]:
    """Give each estimate a unique, short axis label; the order is kept.

    Parts every bar shares are left out.
    """
    parts = [_parts(e, lang, names or {}) for e in estimates]
    varying = [k for k in range(3) if len({p[k] for p in parts}) > 1] or [0, 1, 2]
    out: list[tuple[str, MemoryEstimate]] = []
    seen: dict[str, int] = {}
    for est, part in zip(estimates, parts, strict=True):
        head = " ".join(part[k] for k in varying if k < 2 and part[k])
        tail = part[2] if 2 in varying else ""
        label = SEPARATOR.join(x for x in (head, tail) if x)
        seen[label] = seen.get(label, 0) + 1
        if seen[label] > 1:  # the same option twice keeps two bars
            label = f"{label} ({seen[label]})"
        out.append((label, est))
    return out


def breakdown_rows(
    estimates: Sequence[MemoryEstimate],
    lang: UiLang = "en",
    names: Mapping[str, str] | None = None,
) -> list[dict[str, Any]]:
    """Flatten estimates into one row per option and memory term (GB per GPU)."""
    rows: list[dict[str, Any]] = []
    for label, est in labelled(estimates, lang, names):
        for order, term in enumerate(TERMS):
            rows.append(
                {
                    "option": label,
                    "term": pick(TERM_LABELS[term], lang),
                    "order": order,
                    "gb": round(float(getattr(est.breakdown, term)), 3),
                }
            )
    return rows


def capacity_rows(
    estimates: Sequence[MemoryEstimate],
    lang: UiLang = "en",
    names: Mapping[str, str] | None = None,
) -> list[dict[str, Any]]:
    """One row per option and limit (usable and total capacity per GPU, GB)."""
    rows: list[dict[str, Any]] = []
    for label, est in labelled(estimates, lang, names):
        limits = {"usable_gb": est.usable_gb, "capacity_gb": est.capacity_gb}
        for key, pair in LIMIT_LABELS.items():
            rows.append({"option": label, "limit": pick(pair, lang), "gb": float(limits[key])})
    return rows


def memory_chart_spec(
    estimates: Sequence[MemoryEstimate],
    lang: UiLang = "en",
    title: str = "",
    names: Mapping[str, str] | None = None,
) -> dict[str, Any] | None:
    """Return a Vega-Lite spec of stacked per-GPU memory against capacity, or None if no data."""
    bars = breakdown_rows(estimates, lang, names)
    if not bars:
        return None
    limits = capacity_rows(estimates, lang, names)
    per_row = _scale_rows(bars, limits)
    if per_row:  # each row's figures join its label (a third line): its bar has its own scale
        figures = _figures(estimates, lang, names)
        for r in (*bars, *limits):
            r["option"] = f"{r['option']}{SEPARATOR}{figures[r['option']]}"
    options = list(dict.fromkeys(r["option"] for r in bars))
    term_names = [pick(TERM_LABELS[t], lang) for t in TERMS]
    limit_names = [pick(pair, lang) for pair in LIMIT_LABELS.values()]
    x_title = pick(AXIS_TITLE, lang)
    y_axis = {
        "field": "option",
        "type": "nominal",
        "title": None,
        "sort": options,
        # "method · setup" on two lines: each line fits beside the bars even at phone width
        "axis": {
            "labelExpr": f"split(datum.label, '{SEPARATOR}')",
            "labelLimit": 160,
            "labelFontSize": 12,
            "labelLineHeight": 14,
        },
    }
    legend = {
        "orient": "bottom",
        "direction": "horizontal",
        "columns": 1,
        # one column: a bottom legend starts at the plot's left edge, and beside the row labels
        # a phone leaves the plot ~200 px, less than two columns of labels need
        "labelLimit": 110,
        "labelFontSize": 13,
        "columnPadding": 10,
        "symbolSize": 140,
        "symbolStrokeWidth": 3,
        "title": None,
    }
    # one colour scale and one legend for the terms and the two markers: two legends side by
    # side (or one above, right-aligned) ran past the right edge at phone width
    colors = {"domain": term_names + limit_names, "range": [*TERM_COLORS, *LIMIT_COLORS]}
    gb_tip = {"field": "gb", "type": "quantitative", "title": x_title, "format": ".1f"}
    x_field = "share" if per_row else "gb"
    x_axis: dict[str, Any] = {"field": x_field, "type": "quantitative", "title": x_title}
    if per_row:
        x_title = pick(PER_ROW_TITLE, lang)
        x_axis = {
            "field": "share",
            "type": "quantitative",
            "title": x_title,
            "axis": {"labels": False, "ticks": False, "grid": False},  # figures are printed
            "scale": {"domain": [0, 1.02]},
        }
    spec: dict[str, Any] = {
        "$schema": "https://vega.github.io/schema/vega-lite/v5.json",
        "title": title,
        # labels, legends and titles count inside the width: nothing runs past a phone's edge
        "autosize": {"type": "fit-x", "contains": "padding"},
        "height": {"step": ROW_PX + 14 if per_row else ROW_PX},
        "layer": [
            {
                "data": {"values": bars},
                "mark": {"type": "bar"},
                "encoding": {
                    "y": y_axis,
                    "x": {**x_axis, "stack": "zero"},
                    "color": {
                        "field": "term",
                        "type": "nominal",
                        "scale": colors,
                        "legend": legend,
                    },
                    "order": {"field": "order", "type": "ordinal"},
                    "tooltip": [
                        {"field": "option", "type": "nominal", "title": " "},
                        {"field": "term", "type": "nominal", "title": " "},
                        gb_tip,
                    ],
                },
            },
            {
                "data": {"values": limits},
                "mark": {"type": "tick", "thickness": 4, "bandSize": ROW_PX - 4},
                "encoding": {
                    "y": y_axis,
                    "x": {"field": x_field, "type": "quantitative"},
                    "color": {
                        "field": "limit",
                        "type": "nominal",
                        "scale": colors,
                        "legend": legend,
                    },
                    "tooltip": [
                        {"field": "option", "type": "nominal", "title": " "},
                        {"field": "limit", "type": "nominal", "title": " "},
                        gb_tip,
                    ],
                },
            },
        ],
    }
    return spec


PER_ROW_TITLE = ("each row to its own scale", "各行按自身刻度")
"""Short: a centred axis title wider than a phone's plot is cut at both ends."""


def _figures(
    estimates: Sequence[MemoryEstimate], lang: UiLang, names: Mapping[str, str] | None
) -> dict[str, str]:
    """Each option's peak and usable GB in words, by its axis label."""
    return {
        label: pick(FIGURE_LABELS, lang).format(
            peak=f"{est.per_gpu_gb:,.1f}", usable=f"{est.usable_gb:,.1f}"
        )
        for label, est in labelled(estimates, lang, names)
    }


def _scale_rows(bars: list[dict[str, Any]], limits: list[dict[str, Any]]) -> dict[str, float]:
    """Each row's scale (its largest of peak and capacity) when rows differ by more than 10×.

    Fills in ``share`` (GB / the row's scale) on every bar and limit row; empty when one
    scale serves all rows.
    """
    peak: dict[str, float] = {}
    for r in bars:
        peak[r["option"]] = peak.get(r["option"], 0.0) + r["gb"]
    top = dict(peak)
    for r in limits:
        top[r["option"]] = max(top.get(r["option"], 0.0), r["gb"])
    smallest = min((v for v in peak.values() if v > 0), default=0.0)
    if len(top) < 2 or not smallest or max(top.values()) / smallest <= PER_ROW_RATIO:
        return {}
    for r in (*bars, *limits):
        r["share"] = round(r["gb"] / top[r["option"]], 4) if top[r["option"]] else 0.0
    return top


def estimates_of(tool_calls: Sequence[ToolCall]) -> list[MemoryEstimate]:
    """The typed results of an answer's successful ``estimate_memory`` calls, in order."""
    found = (c.typed(MemoryEstimate) for c in tool_calls if c.tool == "estimate_memory")
    return [est for est in found if est is not None]
