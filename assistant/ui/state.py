"""The seam between ``app.py`` (which owns cached resources) and the page scripts.

``app.py`` registers one ``Resources`` per run in session state; pages read it back. Tests may
register their own before the first run (``register`` keeps an existing one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import streamlit as st

from assistant.catalog.specs import Catalog
from assistant.models import Answer

from .i18n import UiLang

RESOURCES_KEY = "_gpu_advisor_resources"
LANG_KEY = "ui_lang"


class AdvisorLike(Protocol):
    """What the chat page needs from ``assistant.advisor.Advisor``."""

    def ask(self, question: str, overrides: Any = None) -> Answer:
        """Answer ``question``, optionally with changed assumptions."""
        ...

    def answer_turn(self, question: str, history: Any = None, overrides: Any = None) -> Any:
        """Answer one turn of a conversation; returns a ``question.conversation.Turn``."""
        ...


@dataclass(frozen=True)
class Resources:
    """Loaders for heavy, shared objects (each cached by ``app.py``)."""

    advisor: Callable[[], AdvisorLike]
    """Return the advisor; raises ``IndexUnavailable`` when the index is missing."""
    catalog: Callable[[], Catalog]
    price_book: Callable[[], Any]
    """Return an ``assistant.offers.PriceBook`` (or raise ``CatalogError``)."""
    build_index: Callable[[Callable[[float, str], None]], None]
    """Build the index, reporting progress as (fraction, message)."""
    overrides: Callable[..., Any]
    """Build a ``QueryOverrides`` from keyword arguments."""
    data_dir: Callable[[], Path]
    """Folder for feedback (``settings.data_dir``)."""
    knowledge_dir: Callable[[], Path]
    """Folder of guides, specs and ``ui/recommendations.yaml``."""


def register(resources: Resources, *, replace: bool = False) -> None:
    """Store ``resources`` for the pages of this session (keep an injected one unless told)."""
    if replace or RESOURCES_KEY not in st.session_state:
        st.session_state[RESOURCES_KEY] = resources


def resources() -> Resources:
    """Return this session's resources; ``app.py`` must have registered them."""
    found = st.session_state.get(RESOURCES_KEY)
    if not isinstance(found, Resources):
        raise RuntimeError("run the app through app.py (resources not registered)")
    return found


def ui_lang() -> UiLang:
    """The interface language chosen in the sidebar (default English)."""
    return "zh" if st.session_state.get(LANG_KEY) == "zh" else "en"


def display_names() -> dict[str, str]:
    """Catalog id -> name for GPUs and models (empty when the catalog cannot be loaded)."""
    from assistant.errors import AssistantError

    try:
        catalog = resources().catalog()
    except (AssistantError, RuntimeError):
        return {}
    names = {g.id: g.name for g in catalog.gpus.values()}
    names.update({m.id: m.name for m in catalog.models.values()})
    return names
