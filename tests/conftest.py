"""Shared test set-up: offline, and settings rebuilt from a clean environment per test."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.config import get_settings


@pytest.fixture(autouse=True)
def _offline_env(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("TRANSFORMERS_OFFLINE", "1")
    monkeypatch.setenv("ANONYMIZED_TELEMETRY", "False")
    monkeypatch.delenv("CHROMA_URL", raising=False)
    monkeypatch.delenv("ASSISTANT_LLM", raising=False)
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


@pytest.fixture(scope="session")
def real_index_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A retrieval index built once per session from knowledge/ with the real embedder."""
    from assistant.config import settings_from_env
    from ingest.pipeline import ingest

    # GPU_ADVISOR_TEST_INDEX reuses an index folder across sessions (ingest is incremental)
    reuse = os.environ.get("GPU_ADVISOR_TEST_INDEX")
    folder = Path(reuse) if reuse else tmp_path_factory.mktemp("index")
    env = {k: v for k, v in os.environ.items() if k not in ("CHROMA_URL", "ASSISTANT_LLM")}
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", GPU_ADVISOR_INDEX=str(folder))
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HF_HUB_OFFLINE", "1")
        mp.setenv("TRANSFORMERS_OFFLINE", "1")
        ingest(settings=settings_from_env(env), progress=False)
    return folder


@pytest.fixture(scope="session")
def real_advisor(real_index_dir: Path):  # type: ignore[no-untyped-def]
    """One Advisor over the session's real index, built by the same factory as get_advisor."""
    from datetime import date

    from assistant.advisor import build_advisor
    from assistant.config import settings_from_env

    env = {k: v for k, v in os.environ.items() if k not in ("CHROMA_URL", "ASSISTANT_LLM")}
    env.update(GPU_ADVISOR_INDEX=str(real_index_dir), GPU_ADVISOR_PRICES="/nonexistent.yaml")
    return build_advisor(settings_from_env(env), today=date(2026, 11, 29))
