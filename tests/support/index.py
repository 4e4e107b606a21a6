"""The session's real index: built once per test run, shared by every xdist worker.

The first worker to ask builds it under a file lock in the run's shared temp folder (or in
``GPU_ADVISOR_TEST_INDEX``, kept between runs: ingest is incremental); the others wait, then
each copies it (15 MB) so a worker never shares a Chroma folder with another process. The data
folder beside it holds what ingest derives for questions (the ONNX query encoder, jieba's
dictionary cache): ``seed_data_dir`` links those into a scratch data folder, so an advisor,
the app or a CLI subprocess over that folder answers without loading sentence-transformers.

``build_small_index`` is a second shared index over a cut of the knowledge (``SMALL_GUIDES``
and every spec table), derived from the real one without embedding anything: for tests of the
index mechanisms (atomic switch, pointer checks, kill -9, readers during an ingest), which do
not depend on the corpus size but re-ingest it.
"""

from __future__ import annotations

import os
import shutil
import uuid
from pathlib import Path

from filelock import FileLock

from assistant.config import PROJECT_ROOT, settings_from_env

CACHE_FILES = ("query-encoder-minilm-128.onnx", "jieba.cache")
"""Derived files worth sharing (read-only for the tests): the query encoder, jieba's cache."""
_RUN_ID = (
    os.environ.get("GPU_ADVISOR_TEST_RUN")
    or os.environ.get("PYTEST_XDIST_TESTRUNUID")
    or uuid.uuid4().hex
)
"""One id per test run, the same in every xdist worker of that run. ``make test`` sets
``GPU_ADVISOR_TEST_RUN`` for the whole make, so the index it starts building beside ruff and mypy
(``python -m tests.support.index``) counts as this run's build."""


SMALL_GUIDES = ("memory-math", "vram-and-bandwidth", "gpu-tiers", "precision-formats")
"""The guides (en and zh, with their question keys) of the small knowledge folder: those the
index-hardening tests retitle and the ones their questions cite."""


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
    reuse = os.environ.get("GPU_ADVISOR_TEST_INDEX")
    if reuse:
        index = Path(reuse)
        data = index.with_name(index.name + "-data")
    else:
        index = run_root(basetemp) / "shared-index" / "index"
        data = index.with_name("data")
    index.parent.mkdir(parents=True, exist_ok=True)
    done = index.with_name(f"{index.name}.built-{_RUN_ID}")
    # the lock first, the imports after: a build started just before waits for nothing
    with FileLock(str(index.with_name(index.name + ".lock"))):
        if not done.exists():
            from ingest.pipeline import ingest

            ingest(settings=settings_from_env(_clean_env(index, data)), progress=False)
            done.touch()
    return index, data


def small_knowledge(dst: Path, src: Path = PROJECT_ROOT / "knowledge") -> Path:
    """Copy the small knowledge folder to ``dst``: every spec table, ``SMALL_GUIDES``; return it."""
    shutil.copytree(src / "specs", dst / "specs", dirs_exist_ok=True)
    for lang in ("en", "zh"):
        for part, suffix in (("guides", "md"), ("questions", "yaml")):
            (dst / part / lang).mkdir(parents=True, exist_ok=True)
            for name in SMALL_GUIDES:
                shutil.copy2(src / part / lang / f"{name}.{suffix}", dst / part / lang)
    return dst


def build_small_index(basetemp: Path, real: tuple[Path, Path]) -> tuple[Path, Path, Path]:
    """Build (once per run) the small knowledge's index; return index, data and knowledge.

    It is the real index (``real``: index and data folders) re-ingested with the small
    knowledge: every chunk of it is in the real index, so ingest reuses every vector and
    embeds nothing (seconds, no model).
    """
    from ingest.pipeline import ingest

    root = run_root(basetemp) / "small-index"
    index, data, knowledge = root / "index", root / "data", root / "knowledge"
    done = root / f"built-{_RUN_ID}"
    root.mkdir(parents=True, exist_ok=True)
    with FileLock(str(root / "lock")):
        if not done.exists():
            for folder in (index, data, knowledge):
                shutil.rmtree(folder, ignore_errors=True)
            small_knowledge(knowledge)
            private_copy(real[0], index)
            seed_data_dir(data, real[1])
            env = _clean_env(index, data) | {"GPU_ADVISOR_KNOWLEDGE": str(knowledge)}
            report = ingest(settings=settings_from_env(env), progress=False)
            assert report.embedded == 0, report  # a subset of the real index: all reused
            done.touch()
    return index, data, knowledge


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


if __name__ == "__main__":
    # ``make test`` starts this in the background before ruff and mypy: the index is built on the
    # core they leave idle, and the workers find it done (same ``GPU_ADVISOR_TEST_RUN``).
    if not os.environ.get("GPU_ADVISOR_TEST_INDEX"):
        raise SystemExit("set GPU_ADVISOR_TEST_INDEX to the folder the tests will read")
    index_dir, _ = build_shared_index(Path(os.environ["GPU_ADVISOR_TEST_INDEX"]))
    print(f"test index ready: {index_dir}")
