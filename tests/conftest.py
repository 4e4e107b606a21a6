"""Shared test set-up: offline, and settings rebuilt from a clean environment per test."""

from __future__ import annotations

from collections.abc import Iterator

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
