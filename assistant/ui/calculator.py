"""Calculator page (form -> ``estimate_memory`` -> chart) and About page (sources, freshness)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, get_args

import streamlit as st

from assistant.calc.sizing import MemoryEstimate, Workload, estimate_memory
from assistant.errors import AssistantError
from assistant.models import Method, Precision
from assistant.ui.charts import memory_chart_spec
from assistant.ui.present import kv_rows, md_escape
from assistant.ui.state import resources, ui_lang

from .i18n import UiLang, t

METHODS: tuple[str, ...] = get_args(Method)
PRECISIONS: tuple[str, ...] = get_args(Precision)


def estimate_tool_dict(est: MemoryEstimate) -> tuple[dict[str, Any], dict[str, Any]]:
    """The (input, output) pair the chart builder takes, from a direct estimate."""
    out = est.model_dump(mode="json")
    inp = {
        "model": est.model_id,
        "method": est.method,
        "gpu": est.gpu_id,
        "count": est.count,
        "precision": est.precision,
        "seq_len": est.seq_len,
        "batch": est.batch,
    }
    return inp, out


def _inputs(lang: UiLang) -> dict[str, Any]:
    catalog = resources().catalog()
    models = sorted(
        catalog.models, key=lambda m: (catalog.models[m].family, catalog.models[m].params_b)
    )
    gpus = sorted(catalog.gpus, key=lambda g: catalog.gpus[g].name)
    c1, c2, c3 = st.columns([2, 2, 1])
    model = c1.selectbox(
        t("model", lang),
        models,
        index=models.index("llama-2-13b") if "llama-2-13b" in models else 0,
        format_func=lambda m: catalog.models[m].name,
        key="calc_model",
    )
    gpu = c2.selectbox(
        t("gpu", lang),
        gpus,
        index=gpus.index("rtx-4090") if "rtx-4090" in gpus else 0,
        format_func=lambda g: catalog.gpus[g].name,
        key="calc_gpu",
    )
    count = c3.number_input(t("gpu_count", lang), 1, 1024, 2, key="calc_count")
    c4, c5, c6, c7 = st.columns(4)
    method = c4.selectbox(
        t("method", lang), METHODS, index=METHODS.index("lora"), key="calc_method"
    )
    precision = c5.selectbox(
        t("precision", lang),
        (None, *PRECISIONS),
        format_func=lambda p: p or "default",
        key="calc_precision",
    )
    seq = c6.number_input(
        t("seq_len", lang), 0, 1_048_576, 0, step=512, key="calc_seq", help="0 = default"
    )
    batch = c7.number_input(t("batch", lang), 1, 4096, 1, key="calc_batch")
    return {
        "model": catalog.models[model],
        "gpu": catalog.gpus[gpu],
        "count": int(count),
        "workload": {
            "method": method,
            "precision": precision,
            "seq_len": int(seq) or None,
            "batch": int(batch),
        },
    }


def calculator_page() -> None:
    """Form -> memory estimate, chart, breakdown and alternatives."""
    lang = ui_lang()
    st.title(t("nav_calculator", lang))
    args = _inputs(lang)
    try:
        est = estimate_memory(
            args["model"], args["gpu"], args["count"], Workload(**args["workload"])
        )
    except (AssistantError, ValueError) as exc:
        st.warning(md_escape(str(exc)))
        return
    verdict = ("verdict_yes", "green") if est.fits else ("verdict_no", "red")
    st.badge(t(verdict[0], lang), color=verdict[1])  # type: ignore[arg-type]
    m1, m2, m3, m4 = st.columns(4)
    m1.metric(t("per_gpu", lang), f"{est.per_gpu_gb:.1f} GB")
    m2.metric(t("usable", lang), f"{est.usable_gb:.1f} GB")
    m3.metric(t("headroom", lang), f"{est.headroom_gb:+.1f} GB")
    m4.metric(t("strategy", lang), est.strategy)
    spec = memory_chart_spec([estimate_tool_dict(est)], lang, t("chart_title", lang))
    if spec is not None:
        st.vega_lite_chart(spec, width="stretch")
    st.caption(md_escape(est.strategy_reason))
    st.dataframe(kv_rows(est.breakdown.model_dump()), hide_index=True, key="calc_breakdown")
    if est.warnings:
        st.markdown(f"**{t('warnings', lang)}**")
        st.markdown("\n".join(f"- {md_escape(w)}" for w in est.warnings))
    if est.alternatives:
        st.markdown(f"**{t('alternatives', lang)}**")
        st.dataframe([a.model_dump() for a in est.alternatives], hide_index=True)
    with st.expander(t("assumptions", lang)):
        st.markdown("\n".join(f"- {md_escape(a)}" for a in est.assumptions))


# --------------------------------------------------------------------------- about

LIMITATIONS: dict[str, tuple[str, ...]] = {
    "en": (
        "Memory figures are estimates from published formulas and measurements; real peaks vary"
        " with framework, kernels and settings (see each answer's range and assumptions).",
        "Prices are dated snapshots with a confidence level; providers change them often.",
        "The assistant answers from a curated offline knowledge base; it does not browse the web.",
        "Speed and throughput figures are rough; benchmark before buying.",
    ),
    "zh": (
        "显存数字是依据公开公式和实测得出的估算，实际峰值随框架、算子和设置变化（见每个回答的区间与假设）。",
        "价格是带日期和可信度的快照，云厂商会经常调整。",
        "助手只依据离线整理的知识库回答，不会联网搜索。",
        "速度和吞吐数字仅供粗略参考，购买前请实测。",
    ),
}


def about_rows(knowledge_dir: Any) -> list[dict[str, Any]]:
    """One row per guide (id, language, title, updated, sources count)."""
    from assistant.catalog.guides import load_guides

    return [
        {
            "id": g.id,
            "language": g.lang,
            "title": g.title,
            "updated": g.updated.isoformat(),
            "sources": len(g.sources),
            "file": g.rel_path,
        }
        for g in sorted(load_guides(knowledge_dir / "guides"), key=lambda g: (g.id, g.lang))
    ]


def about_page() -> None:
    """Sources, data freshness and limitations."""
    lang = ui_lang()
    st.title(t("nav_about", lang))
    res = resources()
    catalog = res.catalog()
    st.header(t("about_sources", lang))
    guides = about_rows(res.knowledge_dir())
    st.dataframe(guides, hide_index=True, key="about_guides")
    st.markdown(
        f"- `specs/gpus.yaml`: {len(catalog.gpus)} GPUs"
        f" ({sum(g.verified for g in catalog.gpus.values())} fully verified)\n"
        f"- `specs/models.yaml`: {len(catalog.models)} models"
    )
    st.header(t("about_freshness", lang))
    lines = []
    if guides:
        lines.append(
            f"- guides: {min(r['updated'] for r in guides)} … {max(r['updated'] for r in guides)}"
        )
    try:
        book = res.price_book()
        dates = sorted(o.as_of for o in book.offers)
        if dates:
            lines.append(f"- cloud prices: {len(dates)} offerings, as of {dates[0]} … {dates[-1]}")
    except (AssistantError, ImportError, OSError):
        lines.append("- cloud prices: —")
    built = _index_built_at()
    if built:
        lines.append(f"- index built: {built}")
    st.markdown("\n".join(lines))
    st.header(t("about_limits", lang))
    st.markdown("\n".join(f"- {x}" for x in LIMITATIONS[lang]))


def _index_built_at() -> str | None:
    """When the serving index was built, or None if there is none."""
    try:
        from assistant.rag.store import open_store

        pointer, _ = open_store().status()
    except AssistantError:
        return None
    if pointer is None:
        return None
    return datetime.fromtimestamp(pointer.built_at).isoformat(timespec="minutes")
