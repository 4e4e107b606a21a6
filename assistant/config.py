"""Settings read from the environment, in one place.

Nothing else in the package reads ``os.environ``; tests set variables through ``monkeypatch``.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict

PROJECT_ROOT = Path(__file__).resolve().parent.parent


class Settings(BaseModel):
    """Run-time configuration; every field has an environment variable."""

    model_config = ConfigDict(frozen=True)

    knowledge_dir: Path
    """Root of the curated knowledge (``GPU_ADVISOR_KNOWLEDGE``): guides/ and specs/."""
    index_dir: Path
    """Folder of the embedded Chroma index (``GPU_ADVISOR_INDEX``)."""
    data_dir: Path
    """Folder for user data: price overrides, feedback (``GPU_ADVISOR_DATA``)."""
    chroma_url: str | None
    """``http://host:port`` of a Chroma server (``CHROMA_URL``); None means embedded."""
    llm: str | None
    """Optional chat model for prose rewriting (``ASSISTANT_LLM``, e.g. ``ollama:qwen2.5:7b``)."""
    llm_base_url: str | None
    """Base URL for an OpenAI-compatible LLM (``ASSISTANT_LLM_BASE_URL``)."""
    user_prices_file: Path
    """User price file that overrides bundled offerings (``GPU_ADVISOR_PRICES``)."""


def cache_dir(settings: Settings) -> Path:
    """Local derived files (the ONNX query encoder, jieba's dictionary cache)."""
    return settings.data_dir / "cache"


def user_models_file(settings: Settings) -> Path:
    """The user's imported models (``gpu-advisor models import``), beside their prices."""
    return settings.data_dir / "models.yaml"


def lock_dir(settings: Settings) -> Path:
    """Where the ingest lock lives: beside the embedded index, else in the data folder.

    With a Chroma server nothing may be written to the (unused) local index folder.
    """
    return settings.index_dir if settings.chroma_url is None else settings.data_dir


def settings_from_env(env: dict[str, str] | None = None) -> Settings:
    """Build settings from ``env`` (default: the process environment)."""
    env = dict(os.environ) if env is None else env
    knowledge = Path(env.get("GPU_ADVISOR_KNOWLEDGE", PROJECT_ROOT / "knowledge"))
    data = Path(env.get("GPU_ADVISOR_DATA", PROJECT_ROOT / ".data"))
    return Settings(
        knowledge_dir=knowledge,
        index_dir=Path(env.get("GPU_ADVISOR_INDEX", PROJECT_ROOT / ".index")),
        data_dir=data,
        chroma_url=env.get("CHROMA_URL") or None,
        llm=env.get("ASSISTANT_LLM") or None,
        llm_base_url=env.get("ASSISTANT_LLM_BASE_URL") or None,
        user_prices_file=Path(env.get("GPU_ADVISOR_PRICES", data / "prices.yaml")),
    )


@cache
def get_settings() -> Settings:
    """Return the process-wide settings (cached; tests clear with ``get_settings.cache_clear``)."""
    return settings_from_env()
