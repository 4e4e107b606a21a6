"""Start a server process on loopback, wait until it answers, and always stop it.

One helper for every test and benchmark that needs a real server (``chroma run``, Streamlit).
"""

from __future__ import annotations

import os
import random
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

PORTS_PER_WORKER = 1000
FIRST_PORT = 20000
"""Below Linux's ephemeral range (32768-60999), so an outgoing connection never takes one."""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now, from this worker's own range.

    Each pytest-xdist worker (gw0, gw1, …) draws from a range of its own: two workers asking at
    once can never be handed the same port (one server would answer for the other's test).
    """
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    index = int(worker[2:]) if worker[2:].isdigit() else 0
    low = FIRST_PORT + (index % 12) * PORTS_PER_WORKER
    for port in random.sample(range(low, low + PORTS_PER_WORKER), PORTS_PER_WORKER):
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port in {low}-{low + PORTS_PER_WORKER}")


def _answers(port: int, health_path: str | None) -> bool:
    if health_path is None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return True
        except OSError:
            return False
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{health_path}", timeout=2) as resp:
            return bool(resp.status == 200)
    except OSError:
        return False


@contextmanager
def running_server(
    command: Sequence[str],
    port: int,
    log_path: Path | None = None,
    *,
    health_path: str | None = None,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
    start_timeout_s: float = 90.0,
) -> Iterator[subprocess.Popen[bytes]]:
    """Run ``command`` (which listens on ``port``) until the block ends.

    Ready means ``GET health_path`` answers 200, or the port accepts connections when no health
    path is given. A server that exits or stays silent past ``start_timeout_s`` fails with the
    end of its log.
    """
    log = log_path.open("wb") if log_path else None
    proc = subprocess.Popen(
        list(command),
        stdout=log or subprocess.DEVNULL,
        stderr=subprocess.STDOUT,
        env=dict(env) if env is not None else None,
        cwd=cwd,
    )
    try:
        deadline = time.monotonic() + start_timeout_s
        while not _answers(port, health_path) or proc.poll() is not None:
            if proc.poll() is not None or time.monotonic() > deadline:
                tail = log_path.read_text(errors="replace")[-2000:] if log_path else ""
                state = f"exited with {proc.returncode}" if proc.poll() is not None else "timed out"
                raise RuntimeError(f"{command[0]} {state} before answering on {port}\n{tail}")
            time.sleep(0.2)
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=15)
        if log:
            log.close()


def chroma_executable() -> Path:
    """The ``chroma`` command installed with chromadb beside this interpreter."""
    exe = Path(sys.executable).parent / "chroma"
    if not exe.exists():
        raise RuntimeError("the chroma executable (installed with chromadb) is missing")
    return exe


@contextmanager
def chroma_server(
    path: Path, log_path: Path | None = None, env: Mapping[str, str] | None = None
) -> Iterator[str]:
    """Run a real ``chroma run`` on loopback over ``path``; yield its URL; always stop it."""
    port = free_port()
    command = [str(chroma_executable()), "run", "--path", str(path)]
    command += ["--host", "127.0.0.1", "--port", str(port)]
    with running_server(
        command,
        port,
        log_path,
        health_path="/api/v2/heartbeat",
        env=env if env is not None else os.environ,
    ):
        yield f"http://127.0.0.1:{port}"
