"""The session's real index: built once per test run, shared by every xdist worker.

The first worker to ask builds it under a file lock in the run's shared temp folder (or in
``GPU_ADVISOR_TEST_INDEX``, kept between runs: ingest is incremental); the others wait, then
each copies it (15 MB) so a worker never shares a Chroma folder with another process. The data
folder beside it holds what ingest derives for questions (the ONNX query encoder, jieba's
dictionary cache): ``seed_data_dir`` links those into a scratch data folder, so an advisor,
the app or a CLI subprocess over that folder answers without loading sentence-transformers.
"""

from __future__ import annotations

import os
import shutil
import uuid
from pathlib import Path

from filelock import FileLock

from assistant.config import settings_from_env

CACHE_FILES = ("query-encoder-minilm-128.onnx", "jieba.cache")
"""Derived files worth sharing (read-only for the tests): the query encoder, jieba's cache."""
_RUN_ID = os.environ.get("PYTEST_XDIST_TESTRUNUID") or uuid.uuid4().hex
"""One id per test run, the same in every xdist worker of that run."""


def run_root(basetemp: Path) -> Path:
    """The temp folder shared by every worker of this run (the base temp itself without xdist)."""
    return basetemp.parent if os.environ.get("PYTEST_XDIST_WORKER") else basetemp


def _clean_env(index: Path, data: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("CHROMA_URL", "ASSISTANT_LLM")}
    env.update(
        HF_HUB_OFFLINE="1",
        TRANSFORMERS_OFFLINE="1",
        GPU_ADVISOR_INDEX=str(index),
        GPU_ADVISOR_DATA=str(data),
    )
    return env


def build_shared_index(basetemp: Path) -> tuple[Path, Path]:
    """Build (once per run) the real index and its data folder; return both shared folders."""
    from ingest.pipeline import ingest

    reuse = os.environ.get("GPU_ADVISOR_TEST_INDEX")
    if reuse:
        index = Path(reuse)
        data = index.with_name(index.name + "-data")
    else:
        index = run_root(basetemp) / "shared-index" / "index"
        data = index.with_name("data")
    index.parent.mkdir(parents=True, exist_ok=True)
    done = index.with_name(f"{index.name}.built-{_RUN_ID}")
    with FileLock(str(index.with_name(index.name + ".lock"))):
        if not done.exists():
            ingest(settings=settings_from_env(_clean_env(index, data)), progress=False)
            done.touch()
    return index, data


def seed_data_dir(target: Path, shared_data: Path) -> Path:
    """Make ``target`` a data folder holding the shared derived files (hard links); return it."""
    cache = target / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    for name in CACHE_FILES:
        src = shared_data / "cache" / name
        if src.is_file() and not (cache / name).exists():
            try:
                os.link(src, cache / name)
            except OSError:  # another file system: copy
                shutil.copy2(src, cache / name)
    return target


def private_copy(index: Path, target: Path) -> Path:
    """Copy the shared index to ``target`` (this worker's own); return ``target``."""
    shutil.copytree(index, target, dirs_exist_ok=True)
    return target
