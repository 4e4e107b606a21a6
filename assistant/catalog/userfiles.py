"""Safe writes of the user's own files (prices, imported models): lock, validate, fsync, rename.

Two imports at once must not lose a row, and a crash must leave the old file or the new one,
never half of either: the read-merge-write runs under a file lock beside the file; the new
text goes to a temporary file with a unique name, is fsynced, checked whole by the same strict
loader that will read it later, renamed over the old file, and the folder is fsynced so the
rename itself survives a power cut.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from assistant.errors import CatalogError, UsageError
from assistant.messages import hardening as say

LOCK_TIMEOUT_S = 60.0
"""How long an import waits for another one writing the same file."""


@contextmanager
def locked(path: Path, timeout_s: float = LOCK_TIMEOUT_S) -> Iterator[None]:
    """Hold the lock of the user file ``path`` (``path.lock`` beside it) for a read-merge-write."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        with FileLock(str(path.with_name(path.name + ".lock")), timeout=timeout_s):
            yield
    except Timeout as exc:
        raise UsageError(
            f"{path} is being written by another import (waited {timeout_s:g} s); try again"
        ) from exc


def _fsync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover - a platform without folder handles
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def replace_checked(path: Path, text: str, check: Callable[[Path], object]) -> None:
    """Write ``text`` to ``path`` atomically after ``check(temporary file)`` accepts it.

    ``check`` is the loader the file will be read with; its ``CatalogError`` leaves ``path``
    untouched. Call it inside ``locked(path)``.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            check(tmp)
        except CatalogError as exc:  # name the file the user knows, not the temporary one
            raise CatalogError(str(exc).replace(str(tmp), str(path))) from exc
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)


def existing_rows_error(path: Path, exc: CatalogError) -> CatalogError:
    """The error for a user file that is already invalid: say so, write nothing."""
    problems = str(exc).replace("\n", "; ")
    return CatalogError(say.EXISTING_ROWS_INVALID(path=str(path), problems=problems))
