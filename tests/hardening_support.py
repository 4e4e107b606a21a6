"""Shared pieces of the hardening tests: advisor factory, answer contract, Chroma server, env."""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import date
from pathlib import Path

from assistant.advisor import Advisor
from assistant.advisor import build_advisor as advisor_factory
from assistant.config import PROJECT_ROOT, Settings, settings_from_env
from assistant.models import Answer
from tests.support import servers

VENV_BIN = Path(sys.executable).parent
CHROMA = VENV_BIN / "chroma"
GPU_ADVISOR = VENV_BIN / "gpu-advisor"
FAKE_KEY = "sk-test-SECRET-0123456789abcdef"
"""A fake OpenAI key: it must never appear in any output, log, answer or file."""
TODAY = date(2026, 12, 1)
"""One fixed date for every advisor, so answers built at different times compare equal."""
_MARKER_RE = re.compile(r"\[(\d+)\]")


def clean_env(**extra: str) -> dict[str, str]:
    """Process environment without server/LLM settings, offline, plus ``extra``."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("CHROMA_URL", "ASSISTANT_LLM", "ASSISTANT_LLM_BASE_URL")
        and not k.startswith("GPU_ADVISOR_")
    }
    env.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1", ANONYMIZED_TELEMETRY="False")
    env.update(extra)
    return env


def settings_for(index_dir: Path, data_dir: Path, **extra: str) -> Settings:
    """Settings for an embedded index in ``index_dir`` (or a server via ``CHROMA_URL``)."""
    env = clean_env(GPU_ADVISOR_INDEX=str(index_dir), GPU_ADVISOR_DATA=str(data_dir), **extra)
    return settings_from_env(env)


def build_advisor(settings: Settings) -> Advisor:
    """An advisor made by the same factory ``get_advisor`` uses, for the given settings."""
    return advisor_factory(settings, today=TODAY)


def contract_problems(answer: Answer) -> list[str]:
    """Every way ``answer`` breaks the JSON contract (empty list: it holds)."""
    problems = []
    if answer.language not in ("en", "zh"):
        problems.append(f"language {answer.language!r}")
    if not answer.answer.strip():
        problems.append("empty answer")
    numbers = [c.n for c in answer.citations]
    if numbers != list(range(1, len(numbers) + 1)):
        problems.append(f"citations numbered {numbers}")
    used = {int(n) for n in _MARKER_RE.findall(answer.answer)}
    if used - set(numbers):
        problems.append(f"markers without a citation: {sorted(used - set(numbers))}")
    if set(numbers) - used:
        problems.append(f"citations never used: {sorted(set(numbers) - used)}")
    if answer.verdict not in (None, "yes", "no", "conditional"):
        problems.append(f"verdict {answer.verdict!r}")
    return problems


@contextmanager
def chroma_server(path: Path, start_timeout_s: float = 90.0) -> Iterator[str]:
    """Run ``chroma run`` on loopback over ``path``; yield its URL; always stop it."""
    with servers.chroma_server(path, path.parent / f"chroma-{path.name}.log", clean_env()) as url:
        yield url


def copy_index(src: Path, dst: Path) -> Path:
    """Copy an embedded index folder (so ingest there reuses its vectors); return ``dst``."""
    shutil.copytree(src, dst)
    return dst


def copy_knowledge(dst: Path, src: Path = PROJECT_ROOT / "knowledge") -> Path:
    """Copy a knowledge base (the bundled one by default) to ``dst``; return ``dst``."""
    dst.mkdir(parents=True)
    for part in ("guides", "questions", "specs"):
        shutil.copytree(src / part, dst / part)
    return dst
