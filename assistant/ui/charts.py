"""Pure builders for the memory breakdown chart (a Vega-Lite spec) from ``estimate_memory`` output.

One stacked bar per option (per GPU: weights, gradients, optimizer, activations, logits, KV cache,
overhead) and a tick at the card's usable memory and its full capacity. The spec is plain data:
``st.vega_lite_chart`` renders it and tests inspect it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .i18n import UiLang

TERMS: tuple[str, ...] = (
    "weights",
    "gradients",
    "optimizer",
    "activations",
    "logits",
    "kv_cache",
    "overhead",
)
TERM_LABELS: dict[str, tuple[str, str]] = {
    "weights": ("weights", "权重"),
    "gradients": ("gradients", "梯度"),
    "optimizer": ("optimizer", "优化器状态"),
    "activations": ("activations", "激活值"),
    "logits": ("logits", "logits"),
    "kv_cache": ("KV cache", "KV 缓存"),
    "overhead": ("overhead", "框架开销"),
}
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


def option_label(tool_input: Mapping[str, Any], output: Mapping[str, Any]) -> str:
    """Name one estimate for the x axis, e.g. ``lora · 2× rtx-4090``."""
    method = output.get("method") or tool_input.get("method") or "?"
    precision = output.get("precision") or tool_input.get("precision")
    gpu = output.get("gpu_id") or tool_input.get("gpu") or "?"
    count = output.get("count") or tool_input.get("count") or 1
    prec = f" {precision}" if precision else ""
    return f"{method}{prec} · {count}× {gpu}"


def labelled(
    estimates: Sequence[tuple[Mapping[str, Any], Mapping[str, Any]]],
) -> list[tuple[str, Mapping[str, Any]]]:
    """Give each estimate with a breakdown a unique x-axis label; drop the others."""
    out: list[tuple[str, Mapping[str, Any]]] = []
    seen: dict[str, int] = {}
    for tool_input, est in estimates:
        if not isinstance(est.get("breakdown"), Mapping):
            continue
        label = option_label(tool_input, est)
        seen[label] = seen.get(label, 0) + 1
        if seen[label] > 1:  # the same option twice keeps two bars
            label = f"{label} ({seen[label]})"
        out.append((label, est))
    return out


def breakdown_rows(
    estimates: Sequence[tuple[Mapping[str, Any], Mapping[str, Any]]], lang: UiLang = "en"
) -> list[dict[str, Any]]:
    """Flatten (tool input, estimate output) pairs into one row per option and memory term."""
    rows: list[dict[str, Any]] = []
    for label, est in labelled(estimates):
        breakdown = est["breakdown"]
        for order, term in enumerate(TERMS):
            rows.append(
                {
                    "option": label,
                    "term": TERM_LABELS[term][0 if lang == "en" else 1],
                    "order": order,
                    "gb": round(float(breakdown.get(term) or 0.0), 3),
                }
            )
    return rows


def capacity_rows(
    estimates: Sequence[tuple[Mapping[str, Any], Mapping[str, Any]]], lang: UiLang = "en"
) -> list[dict[str, Any]]:
    """One row per option and limit (usable and total capacity per GPU, GB)."""
    names = ("usable", "capacity") if lang == "en" else ("可用", "总容量")
    rows: list[dict[str, Any]] = []
    for label, est in labelled(estimates):
        for name, key in zip(names, ("usable_gb", "capacity_gb"), strict=True):
            value = est.get(key)
            if isinstance(value, int | float) and not isinstance(value, bool):
                rows.append({"option": label, "limit": name, "gb": float(value)})
    return rows


def memory_chart_spec(
    estimates: Sequence[tuple[Mapping[str, Any], Mapping[str, Any]]],
    lang: UiLang = "en",
    title: str = "",
) -> dict[str, Any] | None:
    """Return a Vega-Lite spec of stacked per-GPU memory against capacity, or None if no data."""
    bars = breakdown_rows(estimates, lang)
    if not bars:
        return None
    limits = capacity_rows(estimates, lang)
    term_names = [TERM_LABELS[t][0 if lang == "en" else 1] for t in TERMS]
    y_title = "GB per GPU" if lang == "en" else "单卡显存 (GB)"
    spec: dict[str, Any] = {
        "$schema": "https://vega.github.io/schema/vega-lite/v5.json",
        "title": title,
        "layer": [
            {
                "data": {"values": bars},
                "mark": {"type": "bar", "tooltip": True},
                "encoding": {
                    "x": {
                        "field": "option",
                        "type": "nominal",
                        "title": None,
                        "axis": {"labelAngle": 0, "labelLimit": 220},
                    },
                    "y": {"field": "gb", "type": "quantitative", "stack": "zero", "title": y_title},
                    "color": {
                        "field": "term",
                        "type": "nominal",
                        "title": None,
                        "scale": {"domain": term_names, "range": list(TERM_COLORS)},
                    },
                    "order": {"field": "order", "type": "ordinal"},
                },
            },
            {
                "data": {"values": limits},
                "mark": {"type": "tick", "thickness": 3, "size": 60, "tooltip": True},
                "encoding": {
                    "x": {"field": "option", "type": "nominal"},
                    "y": {"field": "gb", "type": "quantitative"},
                    "color": {
                        "field": "limit",
                        "type": "nominal",
                        "title": None,
                        "scale": {"range": ["#222222", "#9e9e9e"]},
                    },
                },
            },
        ],
        # bars and limit ticks keep separate colour legends
        "resolve": {"scale": {"color": "independent"}},
    }
    return spec


def estimates_of(
    tool_calls: Sequence[Mapping[str, Any]],
) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Pick the ``estimate_memory`` calls out of an answer's tool calls as (input, output)."""
    out: list[tuple[dict[str, Any], dict[str, Any]]] = []
    for call in tool_calls:
        if call.get("tool") == "estimate_memory" and isinstance(call.get("output"), Mapping):
            out.append((dict(call.get("input") or {}), dict(call["output"])))
    return out
