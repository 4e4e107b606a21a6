"""One ingest at a time per index folder: a cross-platform OS file lock."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from filelock import FileLock, Timeout

from assistant.errors import IndexUnavailable


@contextlib.contextmanager
def ingest_lock(index_dir: Path) -> Iterator[None]:
    """Hold the index folder's ingest lock; a second ingest at the same time is refused.

    An OS file lock (``filelock``: ``fcntl`` on POSIX, ``msvcrt`` on Windows): it is released
    when the process ends, even by ``kill -9``, so a crashed ingest never leaves the index
    locked. (With ``CHROMA_URL`` it guards one host only.)
    """
    index_dir.mkdir(parents=True, exist_ok=True)
    lock = FileLock(index_dir / ".ingest.lock")
    try:
        lock.acquire(timeout=0)
    except Timeout as exc:
        raise IndexUnavailable(
            f"another ingest is running on {index_dir}; wait for it to finish"
        ) from exc
    try:
        yield
    finally:
        lock.release()
