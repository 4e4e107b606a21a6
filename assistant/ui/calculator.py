"""Calculator page (form -> ``estimate_memory`` -> chart) and About page (sources, freshness)."""

from __future__ import annotations

from datetime import datetime
from typing import Any, get_args

import streamlit as st

from assistant.answer.compose import Draft
from assistant.answer.compose_fit import change_label
from assistant.calc.sizing import MemoryEstimate, Workload, estimate_memory
from assistant.catalog.specs import Catalog
from assistant.errors import AssistantError
from assistant.messages import Message, render_all
from assistant.models import Method, Precision, Query
from assistant.ui.calc_fits import default_seq_len, seq_problem, wider_fits
from assistant.ui.charts import memory_chart_spec
from assistant.ui.inputs import Rule, problems
from assistant.ui.labels import (
    METHODS as METHOD_LABELS,
)
from assistant.ui.labels import (
    PRECISIONS as PRECISION_LABELS,
)
from assistant.ui.labels import (
    STRATEGIES,
    STRATEGY_EXPLAINED,
    TERMS,
    fmt_gb,
    fmt_number,
    humanize_ids,
    label,
    pick,
    units_note,
)
from assistant.ui.present import md_escape
from assistant.ui.state import display_names, resources, ui_lang
from assistant.ui.tables import show_table
from assistant.ui.workload_calc import L, workload_calculator

from .i18n import UiLang, t

METHODS: tuple[str, ...] = get_args(Method)
PRECISIONS: tuple[str, ...] = get_args(Precision)
FIELD_RULES: dict[str, Rule] = {"count": "count", "batch": "count"}


def _field(col: Any, message: str | None) -> None:
    if message:
        col.error(message)


def _inputs(lang: UiLang) -> tuple[dict[str, Any], dict[str, str]]:
    """The form, and a message per field whose value is not acceptable."""
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
    # no min_value: a typed 0 stays visible and is answered with a message, not a silent revert
    count = c3.number_input(t("gpu_count", lang), value=2, step=1, key="calc_count")
    c4, c5, c6, c7 = st.columns(4)
    method = c4.selectbox(
        t("method", lang),
        METHODS,
        index=METHODS.index("lora"),
        format_func=lambda m: label(METHOD_LABELS, m, lang),
        key="calc_method",
    )
    precision = c5.selectbox(
        t("precision", lang),
        (None, *PRECISIONS),
        format_func=lambda p: label(PRECISION_LABELS, p, lang) if p else t("default", lang),
        key="calc_precision",
    )
    spec = catalog.models[model]
    default = default_seq_len(spec, method)
    # keyed by model and method: a new choice starts from its own default, not the old number
    seq = c6.number_input(
        t("seq_len", lang),
        value=default,
        step=512,
        key=f"calc_seq_{model}_{method}",
        help=t(
            "seq_default_help",
            lang,
            model=spec.name,
            n=fmt_number(default),
            max=fmt_number(spec.max_context),
        ),
    )
    beyond = c6.checkbox(t("beyond_max", lang), key="calc_beyond", help=t("beyond_help", lang))
    batch = c7.number_input(t("batch", lang), value=1, step=1, key="calc_batch")
    found = problems({"count": count, "batch": batch}, FIELD_RULES, lang)
    seq_message = seq_problem(seq, spec, beyond, lang)
    if seq_message:
        found["seq_len"] = seq_message
    _field(c3, found.get("count"))
    _field(c6, found.get("seq_len"))
    _field(c7, found.get("batch"))
    args = {
        "model": catalog.models[model],
        "gpu": catalog.gpus[gpu],
        "count": int(count or 0),
        "workload": {
            "method": method,
            "precision": precision,
            "seq_len": int(seq or 0) or None,
            "batch": int(batch or 0),
        },
    }
    return args, found


def strategy_sentence(est: MemoryEstimate, lang: UiLang) -> str:
    """The chosen split and what it means, in ``lang`` (from the label table)."""
    text = t(
        "split_sentence",
        lang,
        name=label(STRATEGIES, est.strategy, lang),
        explained=label(STRATEGY_EXPLAINED, est.strategy, lang),
    )
    return text if est.fits else f"{text} {t('split_not_fitting', lang)}"


def _alternative_rows(est: MemoryEstimate, catalog: Catalog, lang: UiLang) -> list[dict[str, Any]]:
    draft = Draft(query=Query(text="", language=lang), catalog=catalog, specs={}, guides=[])
    return [
        {
            "change": change_label(draft, a.change),
            "count": a.count,
            "per_gpu_gb": fmt_gb(a.per_gpu_gb),
            "strategy": label(STRATEGIES, a.strategy, lang),
            "fits": a.fits,
        }
        for a in est.alternatives
        if a.fits
    ]


def what_would_fit(
    est: MemoryEstimate, args: dict[str, Any], catalog: Catalog, lang: UiLang
) -> list[dict[str, Any]]:
    """Every fitting alternative; when there is none, the largest cards and QLoRA are sized."""
    rows = _alternative_rows(est, catalog, lang)
    if rows or est.fits:
        return rows
    wider = wider_fits(args["model"], args["gpu"], Workload(**args["workload"]), catalog, lang)
    return [
        {
            **r,
            "per_gpu_gb": fmt_gb(r["per_gpu_gb"]),
            "strategy": label(STRATEGIES, r["strategy"], lang),
        }
        for r in wider
    ]


def _prose(lines: list[Message], lang: UiLang, names: dict[str, str]) -> str:
    """Calculator sentences in ``lang``, ids replaced by names, code marks dropped."""
    shown = render_all(lines, lang)
    return "\n".join(f"- {md_escape(humanize_ids(x, names, lang).replace('`', ''))}" for x in shown)


def _media_mode(lang: UiLang) -> bool:
    """Whether the page sizes an image, video, vision or speech model instead of an LLM."""
    mode = st.radio(
        L("mode", lang),
        ("llm", "media"),
        horizontal=True,
        key="calc_mode",
        format_func=lambda m: L("mode_llm" if m == "llm" else "mode_media", lang),
    )
    return bool(mode == "media")


def calculator_page() -> None:
    """Form -> memory estimate, chart, breakdown and alternatives."""
    lang = ui_lang()
    st.title(t("nav_calculator", lang))
    if _media_mode(lang):
        workload_calculator(lang)
        return
    args, found = _inputs(lang)
    if found:
        st.info(t("fix_inputs", lang))
        return
    try:
        est = estimate_memory(
            args["model"], args["gpu"], args["count"], Workload(**args["workload"])
        )
    except (AssistantError, ValueError) as exc:
        said = exc.message.render(lang) if isinstance(exc, AssistantError) else str(exc)
        st.warning(md_escape(said))
        return
    names = display_names()
    verdict = ("verdict_yes", "green") if est.fits else ("verdict_no", "red")
    st.badge(t(verdict[0], lang), color=verdict[1])  # type: ignore[arg-type]
    sentence, tip = units_note(
        args["gpu"].name, args["gpu"].memory_gb, est.capacity_gb, est.usable_gb, lang
    )
    m1, m2, m3 = st.columns(3)
    m1.metric(t("per_gpu", lang), fmt_gb(est.per_gpu_gb))
    m2.metric(t("usable", lang), fmt_gb(est.usable_gb), help=tip)
    m3.metric(t("headroom", lang), fmt_gb(est.headroom_gb, signed=True))
    st.caption(sentence, help=tip)
    st.markdown(md_escape(strategy_sentence(est, lang)))
    spec = memory_chart_spec([est], lang, t("chart_title", lang), names)
    if spec is not None:
        st.vega_lite_chart(spec, width="stretch")
    parts = est.breakdown.model_dump()
    show_table(
        [{"term": pick(TERMS[k], lang), "gb": fmt_gb(v)} for k, v in parts.items() if k in TERMS],
        lang,
        key="calc_breakdown",
    )
    if est.warnings:
        st.markdown(f"**{t('warnings', lang)}**")
        st.markdown(_prose(est.warnings, lang, names))
    fits = what_would_fit(est, args, resources().catalog(), lang)
    if fits:
        st.markdown(f"**{t('what_fits', lang)}**")
        show_table(fits, lang, order=("change", "count", "per_gpu_gb", "strategy"))
    elif not est.fits:
        st.markdown(f"**{t('what_fits', lang)}**")
        st.info(t("nothing_fits", lang, gpu=args["gpu"].name))
    with st.expander(t("assumptions", lang)):
        st.markdown(_prose(est.assumptions, lang, names))


# --------------------------------------------------------------------------- about

LIMITATIONS: dict[str, tuple[str, ...]] = {
    "en": (
        "Memory figures are estimates from published formulas and measurements; real peaks vary"
        " with framework, kernels and settings (see each answer's range and assumptions).",
        "Prices are dated snapshots with a confidence level; providers change them often.",
        "The assistant answers from a curated offline knowledge base; it does not browse the web.",
        "Speed and throughput figures are rough; benchmark before buying.",
        "To check a rented or bought machine, run `gpu-advisor verify` on it; add"
        ' `--expect "8x H100 SXM"` to compare it with what was sold.',
    ),
    "zh": (
        "显存数字是依据公开公式和实测得出的估算，实际峰值随框架、算子和设置变化（见每个回答的区间与假设）。",
        "价格是带日期和可信度的快照，云厂商会经常调整。",
        "助手只依据离线整理的知识库回答，不会联网搜索。",
        "速度和吞吐数字仅供粗略参考，购买前请实测。",
        '要检查租来或买来的机器，在机器上运行 `gpu-advisor verify`；加上 `--expect "8x H100 SXM"`'
        " 可与售卖的配置对照。",
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


def freshness_lines(
    guides: list[dict[str, Any]], price_dates: list[Any] | None, built: str | None, lang: UiLang
) -> list[str]:
    """The data-freshness bullet points in ``lang``."""
    lines = []
    if guides:
        updated = [r["updated"] for r in guides]
        lines.append(t("fresh_guides", lang, first=min(updated), last=max(updated)))
    if price_dates:
        dates = sorted(price_dates)
        lines.append(t("fresh_prices", lang, n=len(dates), first=dates[0], last=dates[-1]))
    else:
        lines.append(t("fresh_prices_none", lang))
    if built:
        lines.append(t("fresh_index", lang, when=built))
    return lines


def about_page() -> None:
    """Sources, data freshness and limitations."""
    lang = ui_lang()
    st.title(t("nav_about", lang))
    res = resources()
    catalog = res.catalog()
    st.header(t("about_sources", lang))
    guides = about_rows(res.knowledge_dir())
    shown = [r for r in guides if r["language"] == lang] or guides
    st.markdown(
        "\n".join(
            f"- {x}"
            for x in (
                t("about_guides", lang, n=len(shown)),
                t(
                    "about_gpus",
                    lang,
                    n=len(catalog.gpus),
                    verified=sum(g.verified for g in catalog.gpus.values()),
                ),
                t("about_models", lang, n=len(catalog.models)),
            )
        )
    )
    show_table(shown, lang, order=("title", "updated", "sources", "file"), key="about_guides")
    st.header(t("about_freshness", lang))
    try:
        dates: list[Any] | None = [o.as_of.isoformat() for o in res.price_book().offers]
    except (AssistantError, ImportError, OSError, AttributeError):
        dates = None
    lines = freshness_lines(guides, dates, _index_built_at(), lang)
    st.markdown("\n".join(f"- {x}" for x in lines))
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
    return datetime.fromtimestamp(pointer.built_at).isoformat(sep=" ", timespec="minutes")
