"""GPU Advisor web app: `streamlit run app.py` (or `make run`).

This entry point owns every heavy resource (advisor, catalog, price book) through
``st.cache_resource`` and hands loaders to the pages via ``assistant.ui.state``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import streamlit as st

from assistant.advisor import Advisor, QueryOverrides, get_advisor
from assistant.catalog.offers import PriceBook
from assistant.catalog.snapshot import ServingInputs, serving_inputs
from assistant.catalog.specs import Catalog
from assistant.config import get_settings
from assistant.errors import AssistantError
from assistant.messages import hardening as say
from assistant.ui.i18n import t
from assistant.ui.state import LANG_KEY, Resources, register
from assistant.ui.style import inject_style

PAGES = Path("assistant") / "ui" / "pages"


@st.cache_resource(show_spinner=False)
def cached_advisor() -> Advisor:
    """The advisor (embedder, index, catalog, prices), loaded once per process."""
    return get_advisor()


@st.cache_resource(show_spinner=False)
def cached_inputs() -> ServingInputs:
    """Catalog, prices and TCO inputs: the live files, or the last good snapshot if broken."""
    return serving_inputs(get_settings())


def cached_catalog() -> Catalog:
    """The GPU and model catalog, loaded once per process."""
    return cached_inputs().catalog


def cached_price_book() -> PriceBook:
    """Bundled cloud prices merged with the user's price file."""
    return cached_inputs().prices


def guard(lang: str) -> None:
    """Serve other machines only when asked; show a broken file in one line, never a trace.

    ``streamlit run app.py`` from another folder skips ``.streamlit/config.toml`` and listens
    on every interface: then a reader from another machine gets one line saying how to
    restart it (``make run`` always passes ``--server.address``). No stack traces are shown
    outside development mode, however the app was started.
    """
    if not st.get_option("global.developmentMode"):
        st.set_option("client.showErrorDetails", "none")
    remote = st.context.ip_address not in (None, "127.0.0.1", "::1")  # None: localhost
    if not st.get_option("server.address") and remote:
        st.error(say.APP_LISTENS_EVERYWHERE().render(lang))
        st.stop()
    try:
        warning = cached_inputs().warning
    except AssistantError as exc:
        st.error(say.APP_CANNOT_START(problem=str(exc).splitlines()[0]).render(lang))
        st.stop()
    if warning is not None:
        st.warning(warning.render(lang))


def build_index(progress: Callable[[float, str], None]) -> None:
    """Build the retrieval index when it is missing, reporting progress to the page."""
    from ingest.pipeline import ingest

    progress(0.05, "validating and embedding the knowledge base…")
    ingest(if_missing=True, progress=False)
    progress(1.0, "index built")
    cached_advisor.clear()


def overrides(**values: Any) -> QueryOverrides:
    """Changed assumptions for ``Advisor.ask``."""
    return QueryOverrides(**values)


def main() -> None:
    st.set_page_config(page_title="GPU Advisor", page_icon=":material/memory:", layout="wide")
    inject_style()
    register(
        Resources(
            advisor=cached_advisor,
            catalog=cached_catalog,
            price_book=cached_price_book,
            build_index=build_index,
            overrides=overrides,
            data_dir=lambda: get_settings().data_dir,
            knowledge_dir=lambda: get_settings().knowledge_dir,
        )
    )
    # ?lang=zh opens the app in Chinese (links to a page keep the reader's language)
    asked = st.query_params.get("lang")
    st.session_state.setdefault(LANG_KEY, asked if asked in ("en", "zh") else "en")
    st.sidebar.segmented_control(
        t("language", st.session_state[LANG_KEY]),
        ["en", "zh"],
        key=LANG_KEY,
        required=True,
        format_func=lambda code: "English" if code == "en" else "中文",
    )
    lang = st.session_state[LANG_KEY]
    guard(lang)
    spec = [
        ("chat", "nav_chat", ":material/chat:"),
        ("gpus", "nav_gpus", ":material/memory:"),
        ("models", "nav_models", ":material/neurology:"),
        ("prices", "nav_prices", ":material/payments:"),
        ("calculator", "nav_calculator", ":material/calculate:"),
        ("fits", "nav_fits", ":material/check_circle:"),
        ("recommendations", "nav_recommendations", ":material/recommend:"),
        ("about", "nav_about", ":material/info:"),
    ]
    pages = [
        st.Page(
            PAGES / f"{name}.py",
            title=t(label, lang),
            icon=icon,
            url_path=name,
            default=name == "chat",
        )
        for name, label, icon in spec
    ]
    st.navigation(pages).run()


main()
