"""Shared test set-up. Read this before adding a test file: the suite runs in parallel.

``make test`` runs ``pytest -n auto`` (pytest-xdist: one worker per core, tests handed out one
by one), so any test may run in any worker, beside any other, in any order. What keeps it fast
and safe:

- **Expensive things are built once and shared; never build your own.**
  ``real_index_dir`` is the real knowledge embedded with the real model, built once per run
  for all workers (``tests/support/index.py``: file lock, then a private copy per worker).
  Read it only: copy it first (``tests.hardening_support.copy_index``) to ingest into it or
  damage it. ``real_data_dir`` is the data folder that ingest filled (the fast ONNX query
  encoder); for a scratch data folder use ``scratch_data_dir`` (empty but for that encoder,
  linked), never a bare ``tmp_path / "data"``: without the encoder every advisor, app or CLI
  over it loads sentence-transformers first (5-100 s on a loaded 2-core machine).
  ``real_advisor`` is one Advisor over the real index; ``tests.support.advisors.memory_advisor()``
  (the in-memory index over the real knowledge, no model) and
  ``tests.support.toolbox.bundled_toolbox()`` are built once per worker. ``small_index`` is
  an index like ``real_index_dir`` over a cut of the knowledge (four guides, every spec
  table): a test that re-ingests to check an index mechanism (atomic switch, kill -9, pointer
  checks) starts from it, so each ingest takes seconds. A new session-wide resource belongs
  here or in ``tests/support/``, built lazily by a session fixture or a ``functools.cache``
  function.
- **Nothing fixed on the machine.** Files under ``tmp_path``/``tmp_path_factory`` (per worker),
  ports from ``tests.support.servers.free_port()``, servers through
  ``tests.support.servers.running_server`` (always stopped), never the project's own ``.index``
  or ``.data``. Module-level state a test changes is restored with ``monkeypatch``.
- **Slow tests are marked.** ``@pytest.mark.slow`` for anything over ~5 s alone (model loads,
  subprocess CLIs, servers), plus ``server`` (a real Chroma server) or ``browser`` (Chromium).
  ``make test-quick`` runs the rest in under a minute or so; ``make test`` runs everything,
  the marked tests first (``pytest_collection_modifyitems``) so the quick ones balance the
  workers at the end. A module whose module-scoped fixture is expensive (a server, a scorecard)
  is one ``xdist_group``, so one worker builds it once.
- ``GPU_ADVISOR_TEST_INDEX=/some/folder`` keeps the index between runs (ingest is
  incremental), so a rerun skips the build. ``make test`` uses ``.test-index/`` and starts the
  build in the background before ruff and mypy (``python -m tests.support.index``, with the
  run's ``GPU_ADVISOR_TEST_RUN``), so no worker waits for it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.config import get_settings
from tests.support.index import (
    build_shared_index,
    build_small_index,
    private_copy,
    seed_data_dir,
)

SLOW_MARKS = ("slow", "server", "browser")


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the slow tests first, the many quick ones after (a stable reorder); tag xdist groups.

    ``make test`` hands tests to the workers in this order (after the xdist groups, which go
    first, largest first): long tests started last would leave one worker running alone at the
    end, while the quick ones fill in evenly behind them.
    """
    items.sort(key=lambda item: not any(item.get_closest_marker(m) for m in SLOW_MARKS))
    if getattr(config.option, "loadgroup", False):  # an xdist worker under --dist loadgroup
        _tag_xdist_groups(items)


def _tag_xdist_groups(items: list[pytest.Item]) -> None:
    """Give each ``xdist_group`` test the ``@group`` node-id suffix the scheduler groups by.

    pytest-xdist 3.8 adds it by setting ``item._nodeid``, which pytest 9.2 no longer reads (the
    node id is ``item._id`` now): every ``xdist_group`` mark was silently ignored, so one
    Chroma server at a time was not guaranteed and module-scoped servers started once per
    worker. Where xdist's own suffix is there, this does nothing.
    """
    for item in items:
        names = {
            str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
            for mark in item.iter_markers("xdist_group")
        }
        suffix = "@" + "_".join(sorted(names))
        if not names or item.nodeid.endswith(suffix):
            continue
        node_id = getattr(item, "_id", None)
        if node_id is None:
            raise pytest.UsageError(f"cannot tag {item.nodeid} with its xdist group {suffix}")
        item._id = type(node_id).parse(item.nodeid + suffix)  # type: ignore[attr-defined]


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
def _shared_index(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The run's real index and data folder, built once for every worker (read-only)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HF_HUB_OFFLINE", "1")
        mp.setenv("TRANSFORMERS_OFFLINE", "1")
        return build_shared_index(tmp_path_factory.getbasetemp())


@pytest.fixture(scope="session")
def small_index(
    _shared_index: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory
) -> tuple[Path, Path, Path]:
    """The small knowledge's index, data folder and knowledge folder, once per run (read-only).

    For tests of the index mechanisms that re-ingest (``tests/support/index.py``): copy the
    index (``tests.hardening_support.copy_index``) and seed a data folder before using them.
    """
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HF_HUB_OFFLINE", "1")
        mp.setenv("TRANSFORMERS_OFFLINE", "1")
        return build_small_index(tmp_path_factory.getbasetemp(), _shared_index)


@pytest.fixture(scope="session")
def real_index_dir(
    _shared_index: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """A retrieval index of knowledge/ with the real embedder: this worker's own copy."""
    return private_copy(_shared_index[0], tmp_path_factory.mktemp("index"))


@pytest.fixture(scope="session")
def real_data_dir(
    _shared_index: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory
) -> Path:
    """This worker's data folder for the real index: the ONNX query encoder, no user files."""
    return seed_data_dir(tmp_path_factory.mktemp("data"), _shared_index[1])


@pytest.fixture
def scratch_data_dir(_shared_index: tuple[Path, Path], tmp_path: Path) -> Path:
    """An empty data folder for one test (prices, feedback) holding only the query encoder."""
    return seed_data_dir(tmp_path / "data", _shared_index[1])


@pytest.fixture(scope="session")
def real_advisor(real_index_dir: Path, real_data_dir: Path):  # type: ignore[no-untyped-def]
    """One Advisor over the session's real index, built by the same factory as get_advisor."""
    from datetime import date

    from assistant.advisor import build_advisor
    from assistant.config import settings_from_env

    env = {k: v for k, v in os.environ.items() if k not in ("CHROMA_URL", "ASSISTANT_LLM")}
    env.update(
        GPU_ADVISOR_INDEX=str(real_index_dir),
        GPU_ADVISOR_DATA=str(real_data_dir),
        GPU_ADVISOR_PRICES="/nonexistent.yaml",
    )
    return build_advisor(settings_from_env(env), today=date(2026, 11, 29))
