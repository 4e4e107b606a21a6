"""Frozen servers on loopback (SIGSTOP): a clear message within the timeout, never a hang.

Before: a frozen Chroma server or LLM endpoint blocked ``ask`` with no timeout at all.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from assistant.answer import llm
from assistant.errors import IndexUnavailable
from assistant.rag import store
from tests.kb_helpers import settings_for
from tests.support.advisors import memory_advisor
from tests.support.servers import chroma_executable, free_port, running_server


@contextmanager
def frozen(proc: subprocess.Popen[bytes]) -> Iterator[None]:
    """Stop ``proc`` (SIGSTOP: it keeps its socket but answers nothing) and always resume it.

    The signal is delivered asynchronously: until every thread has stopped, a thread that was
    running can still answer (seen under load as a "frozen" server answering at once), so the
    block starts only when all of the process's threads show the stopped state.
    """
    os.kill(proc.pid, signal.SIGSTOP)
    try:
        _wait_stopped(proc.pid)
        yield
    finally:
        os.kill(proc.pid, signal.SIGCONT)


def _wait_stopped(pid: int, within_s: float = 10.0) -> None:
    deadline = time.monotonic() + within_s
    tasks = Path(f"/proc/{pid}/task")
    while True:
        states = []
        for task in tasks.iterdir():
            try:  # the state follows the command name in parentheses
                states.append(task.joinpath("stat").read_text().rsplit(")", 1)[1].split()[0])
            except (OSError, IndexError):
                continue  # a thread that ended meanwhile
        if states and all(state in "Tt" for state in states):
            return
        assert time.monotonic() < deadline, f"process {pid} did not stop: {states}"
        time.sleep(0.01)


@contextmanager
def http_server(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A plain HTTP server on 127.0.0.1 standing in for an OpenAI-compatible endpoint."""
    port = free_port()
    command = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"]
    with running_server(command, port, tmp_path / "http.log", cwd=tmp_path) as proc:
        yield f"http://127.0.0.1:{port}", proc


class HttpChatModel:
    """A chat model that posts to ``url`` with no timeout of its own (as a careless client)."""

    def __init__(self, url: str) -> None:
        self.url = url

    def invoke(self, input: Any) -> Any:  # noqa: A002 - LangChain's parameter name
        return httpx.post(self.url, json={"messages": str(input)}, timeout=None).text


def test_frozen_llm_endpoint_gives_the_computed_answer_in_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(llm, "LLM_TIMEOUT_S", 1.0)
    plain = memory_advisor().ask("can I run a 7B model on a 4090?")
    with http_server(tmp_path) as (url, proc), frozen(proc):
        advisor = memory_advisor(chat_model=HttpChatModel(url))
        start = time.monotonic()
        answer = advisor.ask("can I run a 7B model on a 4090?")
        elapsed = time.monotonic() - start
    assert elapsed < 1.0 + plain_budget(), elapsed
    assert answer.answer == plain.answer and answer.verdict == plain.verdict == "yes"


def plain_budget() -> float:
    """Seconds an answer takes without the LLM on a loaded 2-core machine, generously."""
    return 4.0


def test_rewrite_timeout_says_so_in_both_languages(tmp_path: Path) -> None:
    answer = memory_advisor().ask("什么是NVLink？")
    with http_server(tmp_path) as (url, proc), frozen(proc):
        start = time.monotonic()
        shown, reason = llm.rewrite_answer(answer, HttpChatModel(url), [], timeout_s=0.5)
        elapsed = time.monotonic() - start
    assert shown == answer and elapsed < 2.0
    assert reason == "the LLM did not answer within 0.5 s; showing the answer as computed"


@pytest.mark.server
@pytest.mark.slow
@pytest.mark.xdist_group("chroma-server")  # one Chroma server at a time: test_chroma_server
def test_frozen_chroma_server_is_a_one_line_error_within_the_timeout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store, "CHROMA_TIMEOUT_S", 2.0)
    store._http_client.cache_clear()
    with chroma(tmp_path) as (url, proc):
        settings = settings_for(tmp_path, CHROMA_URL=url)
        opened = store.open_store(settings)  # works while the server answers
        assert opened.versions() == []
        with frozen(proc):
            # a new client's pre-check times out (the cached client: the test below)
            store._http_client.cache_clear()
            start = time.monotonic()
            with pytest.raises(IndexUnavailable) as fresh:
                store.open_store(settings)
            second = time.monotonic() - start
    store._http_client.cache_clear()
    assert second < 6, second
    assert str(fresh.value) == (
        f"the Chroma server at {url} did not answer within 2 s; check that it is running"
        " (or unset CHROMA_URL to use the local index)"
    )
    assert "\n" not in str(fresh.value) and "delete the folder" not in str(fresh.value)


def _within(seconds: float, call: Any) -> tuple[float, BaseException | None]:
    """Run ``call`` in a thread; fail (never hang) when it has not returned within ``seconds``."""
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            call()
            outcome.append(None)
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            outcome.append(exc)

    start = time.monotonic()
    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert outcome, f"still waiting after {seconds} s on a frozen server"
    return time.monotonic() - start, outcome[0]


@pytest.mark.server
@pytest.mark.slow
@pytest.mark.xdist_group("chroma-server")  # one Chroma server at a time: test_chroma_server
def test_the_cached_chroma_client_times_out_on_a_frozen_server(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The client cached per URL (no new pre-check) gives up within the timeout too."""
    monkeypatch.setattr(store, "CHROMA_TIMEOUT_S", 2.0)
    store._http_client.cache_clear()
    with chroma(tmp_path) as (url, proc):
        settings = settings_for(tmp_path, CHROMA_URL=url)
        opened = store.open_store(settings)
        assert opened.versions() == []
        with frozen(proc):
            took, reopened = _within(8, lambda: store.open_store(settings))  # cached client
            listed, raw = _within(8, opened.versions)  # a call on a store already open
    store._http_client.cache_clear()
    assert isinstance(reopened, IndexUnavailable) and took < 6, (reopened, took)
    assert str(reopened) == (
        f"the Chroma server at {url} did not answer within 2 s; check that it is running"
        " (or unset CHROMA_URL to use the local index)"
    )
    assert isinstance(raw, httpx.TimeoutException) and listed < 6, (raw, listed)


@contextmanager
def chroma(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """A real ``chroma run`` on loopback, and its process (to freeze)."""
    port = free_port()
    command = [str(chroma_executable()), "run", "--path", str(tmp_path / "db")]
    command += ["--host", "127.0.0.1", "--port", str(port)]
    log = tmp_path / "chroma.log"
    with running_server(command, port, log, health_path="/api/v2/heartbeat") as proc:
        yield f"http://127.0.0.1:{port}", proc
