"""Curated picks by user type and workload (``knowledge/ui/recommendations.yaml``), and a page."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Literal

import streamlit as st
from pydantic import Field

from assistant.catalog.guides import Guide, load_guides
from assistant.catalog.specs import load_table
from assistant.errors import AssistantError
from assistant.models import Strict
from assistant.ui.present import md_escape
from assistant.ui.state import resources, ui_lang

from .i18n import USER_TYPES, WORKLOADS, UiLang, pick, t
from .tables import count_line

UserType = Literal["student", "small_team", "enterprise", "sensitive_data"]
WorkloadKind = Literal["inference", "lora", "full_training"]
RECOMMENDATIONS_FILE = Path("ui") / "recommendations.yaml"


class Bilingual(Strict):
    """A sentence in English and Chinese."""

    en: str = Field(min_length=3)
    zh: str = Field(min_length=2)


class BilingualList(Strict):
    """Bullet points in English and Chinese (same count)."""

    en: list[str] = Field(min_length=1)
    zh: list[str] = Field(min_length=1)


class Pick(Strict):
    """One curated recommendation, with reasons and the guides it rests on."""

    id: str
    user_type: UserType
    workload: WorkloadKind
    gpus: list[str] = Field(min_length=1)
    """GPU ids from ``knowledge/specs/gpus.yaml``."""
    pick: Bilingual
    reasons: BilingualList
    guides: list[str] = Field(min_length=1)
    """Guide ids from ``knowledge/guides`` that support the reasons."""


def load_picks(knowledge_dir: Path) -> list[Pick]:
    """Load and validate the picks (``CatalogError`` with file and line on a bad entry)."""
    return load_table(knowledge_dir / RECOMMENDATIONS_FILE, "picks", Pick)


def check_picks(
    picks: Sequence[Pick], guide_ids: Collection[str], gpu_ids: Collection[str]
) -> list[str]:
    """Return one message per dangling guide or GPU id, or per bilingual list of unequal length."""
    problems: list[str] = []
    for p in picks:
        problems += [f"{p.id}: unknown guide {g!r}" for g in p.guides if g not in guide_ids]
        problems += [f"{p.id}: unknown GPU {g!r}" for g in p.gpus if g not in gpu_ids]
        if len(p.reasons.en) != len(p.reasons.zh):
            problems.append(
                f"{p.id}: {len(p.reasons.en)} English vs {len(p.reasons.zh)} Chinese reasons"
            )
    return problems


def select_picks(picks: Sequence[Pick], user_type: str | None, workload: str | None) -> list[Pick]:
    """Picks for one user type and/or workload (None = any)."""
    return [
        p
        for p in picks
        if (user_type is None or p.user_type == user_type)
        and (workload is None or p.workload == workload)
    ]


def _guide_links(p: Pick, lang: UiLang, guides: Mapping[str, Guide]) -> None:
    """Each cited guide by its title; a click opens it (its text and sources) in place."""
    st.markdown(f"*{t('cited_guides', lang)}*")
    for gid in p.guides:  # one per line: a guide's title is long, and wraps on a phone
        guide = guides.get(gid)
        with st.popover(guide.title if guide else gid):
            if guide is None:
                st.caption(gid)
                continue
            st.markdown(guide.body)
            st.markdown(f"**{t('guide_sources', lang)}**")
            st.markdown("\n".join(f"- {md_escape(s)}" for s in guide.sources))


def guides_by_id(knowledge_dir: Path, lang: UiLang) -> dict[str, Guide]:
    """The guides in ``lang`` by id (empty when they cannot be read)."""
    try:
        return {g.id: g for g in load_guides(knowledge_dir / "guides") if g.lang == lang}
    except AssistantError:
        return {}


def _render_pick(
    p: Pick, lang: UiLang, gpu_names: dict[str, str], guides: Mapping[str, Guide]
) -> None:
    with st.container(border=True):
        st.markdown(
            f"**{md_escape(pick(USER_TYPES[p.user_type], lang))} · "
            f"{md_escape(pick(WORKLOADS[p.workload], lang))}**"
        )
        st.markdown(md_escape(p.pick.en if lang == "en" else p.pick.zh))
        st.caption(", ".join(gpu_names.get(g, g) for g in p.gpus))
        st.markdown(f"*{t('reasons', lang)}*")
        reasons = p.reasons.en if lang == "en" else p.reasons.zh
        st.markdown("\n".join(f"- {md_escape(r)}" for r in reasons))
        _guide_links(p, lang, guides)


def recommendations_page() -> None:
    """Curated picks, filterable by user type and workload."""
    lang = ui_lang()
    st.title(t("nav_recommendations", lang))
    res = resources()
    picks = load_picks(res.knowledge_dir())
    catalog = res.catalog()
    names = {g.id: g.name for g in catalog.gpus.values()}
    # one control per row: side by side, four user types are clipped at 1400 px
    user_type = st.segmented_control(
        t("user_type", lang),
        list(USER_TYPES),
        format_func=lambda k: pick(USER_TYPES[k], lang),
        key="rec_user",
    )
    workload = st.segmented_control(
        t("workload", lang),
        list(WORKLOADS),
        format_func=lambda k: pick(WORKLOADS[k], lang),
        key="rec_workload",
    )
    shown = select_picks(picks, user_type, workload)
    st.caption(count_line(lang, len(shown), len(picks)))
    guides = guides_by_id(res.knowledge_dir(), lang)
    for p in shown:
        _render_pick(p, lang, names, guides)
