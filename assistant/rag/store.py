"""The versioned Chroma store: one collection per index build and a pointer to the one serving.

This is the only module that imports ``chromadb``. The pointer is a file in the index folder
renamed atomically (embedded mode) or one record in a small meta collection (server mode). A
build only becomes visible when the pointer moves, so a crash mid-build leaves the old one serving.

Serving an embedded index needs only a count and nearest-neighbour queries: ``open_direct``
makes them through Chroma's Rust bindings, the calls the chromadb client ends in, without
importing the client (its telemetry, HTTP and schema modules took 0.4 s of a cold ``ask``).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import sqlite3
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import numpy as np
from pydantic import BaseModel, ValidationError

from assistant.config import Settings, get_settings
from assistant.errors import IndexUnavailable, UsageError
from assistant.messages import hardening as say

COLLECTION_PREFIX = "gpu_advisor_kb_"
META_COLLECTION = "gpu_advisor_meta"
POINTER_FILE = "CURRENT.json"
DOC_TYPES = ("guide", "spec")
TENANT = "default_tenant"
DATABASE = "default_database"
"""Where Chroma keeps collections unless told otherwise (chromadb's own defaults)."""
CHROMA_TIMEOUT_S = 10.0
"""Longest wait for one Chroma server request (a query takes 5-50 ms on loopback)."""
_UUID_RE = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")


@dataclass(frozen=True)
class StoredChunk:
    """A chunk as stored in the index: id, display text and scalar metadata."""

    id: str
    text: str
    metadata: dict[str, Any]


class Pointer(BaseModel):
    """Which collection serves, and what it should hold."""

    collection: str
    count: int
    digest: str
    """Hash of every chunk id and its metadata: equal digests mean nothing changed."""
    embedder: str
    built_at: float


def _batches(n: int, size: int) -> Iterator[tuple[int, int]]:
    for start in range(0, n, size):
        yield start, min(n, start + size)


@cache
def _persistent_client(path: str) -> Any:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    # One client per path and process: Chroma refuses a second one with other settings.
    return chromadb.PersistentClient(path=path, settings=ChromaSettings(anonymized_telemetry=False))


@cache
def _http_client(url: str) -> Any:
    import chromadb
    from chromadb.config import Settings as ChromaSettings

    parsed = urlparse(url if "://" in url else f"http://{url}")
    if not parsed.hostname:
        raise UsageError(f"CHROMA_URL {url!r} is not a URL like http://127.0.0.1:8000")
    port = parsed.port or (443 if parsed.scheme == "https" else 8000)
    base = f"{parsed.scheme or 'http'}://{parsed.hostname}:{port}"
    _heartbeat(base, url)  # the client below waits forever on a frozen server
    client = chromadb.HttpClient(
        host=parsed.hostname,
        port=port,
        ssl=parsed.scheme == "https",
        settings=ChromaSettings(anonymized_telemetry=False),
    )
    session = getattr(getattr(client, "_server", None), "_session", None)
    if session is not None:  # chromadb builds its httpx client with timeout=None
        import httpx

        session.timeout = httpx.Timeout(CHROMA_TIMEOUT_S)
    return client


def _heartbeat(base: str, url: str) -> None:
    """Ask the server for a heartbeat within ``CHROMA_TIMEOUT_S``; one clear error if not."""
    import httpx

    try:
        httpx.get(f"{base}/api/v2/heartbeat", timeout=CHROMA_TIMEOUT_S).raise_for_status()
    except httpx.TimeoutException as exc:
        raise IndexUnavailable(say.SERVER_TIMEOUT(url=url, seconds=CHROMA_TIMEOUT_S)) from exc
    except httpx.HTTPError as exc:
        reason = (str(exc).splitlines() or [type(exc).__name__])[0][:120]
        raise IndexUnavailable(say.SERVER_DOWN(url=url, reason=reason)) from exc


def _timed_out(exc: BaseException) -> bool:
    """Whether ``exc`` is an HTTP timeout (the server took longer than ``CHROMA_TIMEOUT_S``)."""
    import httpx

    return isinstance(exc, httpx.TimeoutException)


class ChromaStore:
    """Versioned collections in one Chroma database, embedded or server."""

    def __init__(self, client: Any, pointer_path: Path | None, where: str) -> None:
        """Wrap ``client``; ``pointer_path`` is the pointer file (None: meta collection)."""
        self.client = client
        self.pointer_path = pointer_path
        self.where = where

    # -- pointer

    def read_pointer(self) -> Pointer | None:
        """Return the serving pointer, None when there is none; raise if it is unreadable."""
        try:
            if self.pointer_path is not None:
                if not self.pointer_path.exists():
                    return None
                return Pointer.model_validate_json(self.pointer_path.read_text(encoding="utf-8"))
            meta = self._meta()
            got = meta.get(ids=["current"], include=["metadatas"])
            if not got["ids"]:
                return None
            return Pointer.model_validate(got["metadatas"][0])
        except IndexUnavailable:
            raise
        except Exception as exc:
            # one line: a pydantic error spans several lines and ends with a web link
            errors = exc.errors() if isinstance(exc, ValidationError) else []
            reason = errors[0]["msg"] if errors else (str(exc).splitlines() or [""])[0]
            raise IndexUnavailable(
                f"the index pointer in {self.where} is corrupt ({reason[:160]});"
                " run `gpu-advisor ingest`"
            ) from exc

    def publish(self, pointer: Pointer) -> None:
        """Make ``pointer`` the serving one in a single atomic write."""
        if self.pointer_path is not None:
            tmp = self.pointer_path.with_suffix(".tmp")
            with tmp.open("w", encoding="utf-8") as fh:
                fh.write(pointer.model_dump_json())
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, self.pointer_path)
            return
        self._meta().upsert(ids=["current"], embeddings=[[1.0]], metadatas=[pointer.model_dump()])

    def _meta(self) -> Any:
        return self.client.get_or_create_collection(META_COLLECTION, embedding_function=None)

    # -- versions

    def versions(self) -> list[str]:
        """Names of every index collection present (serving, stale or half-built)."""
        names = [getattr(c, "name", c) for c in self.client.list_collections()]
        return sorted(n for n in names if n.startswith(COLLECTION_PREFIX))

    def new_version(self, embedder_name: str) -> str:
        """Create an empty collection (cosine space, no embedding function) and name it."""
        name = f"{COLLECTION_PREFIX}{time.time_ns():x}"
        self.client.create_collection(
            name,
            configuration={"hnsw": {"space": "cosine", "ef_search": EF_SEARCH}},
            metadata={"embedder": embedder_name},
            embedding_function=None,
        )
        return name

    def collection(self, name: str) -> Any:
        """Return collection ``name`` without an embedding function attached."""
        return self.client.get_collection(name, embedding_function=None)

    def tune_search(self, name: str) -> None:
        """Raise a collection made before ``EF_SEARCH`` to it (``ef_search`` may change later).

        Best effort: a server that refuses only leaves that index's search less exact.
        """
        collection = self.collection(name)
        hnsw = (getattr(collection, "configuration", None) or {}).get("hnsw") or {}
        if int(hnsw.get("ef_search") or EF_SEARCH) >= EF_SEARCH:
            return
        with contextlib.suppress(Exception):  # any client or server error: keep serving as is
            collection.modify(configuration={"hnsw": {"ef_search": EF_SEARCH}})

    def add(
        self,
        name: str,
        ids: list[str],
        embeddings: list[list[float]],
        documents: list[str],
        metadatas: list[dict[str, Any]],
    ) -> None:
        """Add records to collection ``name`` in batches the server accepts."""
        coll = self.collection(name)
        size = min(self.client.get_max_batch_size(), 1000)
        for a, b in _batches(len(ids), size):
            coll.add(
                ids=ids[a:b],
                embeddings=embeddings[a:b],
                documents=documents[a:b],
                metadatas=metadatas[a:b],
            )

    def drop_except(self, keep: str | None) -> list[str]:
        """Delete every index collection but ``keep``; return the names deleted."""
        dropped = []
        for name in self.versions():
            if name != keep:
                self.client.delete_collection(name)
                dropped.append(name)
        return dropped

    def remove_stale_folders(self) -> list[str]:
        """Delete the vector folders of deleted collections (embedded mode); return their names.

        Chroma leaves a dropped collection's HNSW folder on disk (each publish kept the old
        version's vectors: 15 MB grew to 44 MB over four ingests). A folder is stale when no
        segment in ``chroma.sqlite3`` has its name. Call after ``drop_except``, under the lock.
        """
        if self.pointer_path is None:
            return []
        folder = self.pointer_path.parent
        try:
            with contextlib.closing(sqlite3.connect(folder / "chroma.sqlite3")) as db:
                live = {str(row[0]) for row in db.execute("SELECT id FROM segments")}
        except sqlite3.Error:
            return []  # an unknown layout: leave everything as it is
        removed = []
        for entry in folder.iterdir():
            if entry.is_dir() and _UUID_RE.match(entry.name) and entry.name not in live:
                shutil.rmtree(entry, ignore_errors=True)
                removed.append(entry.name)
        return removed

    def vectors(self, name: str) -> dict[str, list[float]]:
        """Return every stored vector of collection ``name`` by chunk id."""
        coll = self.collection(name)
        out: dict[str, list[float]] = {}
        total = coll.count()
        for a, b in _batches(total, 1000):
            got = coll.get(include=["embeddings"], limit=b - a, offset=a)
            for cid, vec in zip(got["ids"], got["embeddings"], strict=True):
                out[cid] = [float(x) for x in vec]
        return out

    def records(self, name: str) -> list[StoredChunk]:
        """Return every chunk of collection ``name`` (text and metadata, no vectors)."""
        coll = self.collection(name)
        out: list[StoredChunk] = []
        total = coll.count()
        for a, b in _batches(total, 1000):
            got = coll.get(include=["documents", "metadatas"], limit=b - a, offset=a)
            for cid, doc, meta in zip(got["ids"], got["documents"], got["metadatas"], strict=True):
                out.append(StoredChunk(id=cid, text=doc or "", metadata=dict(meta or {})))
        return out

    def status(self) -> tuple[Pointer | None, str]:
        """Return (pointer, "") for a complete serving index, else (None, why not)."""
        try:
            pointer = self.read_pointer()
        except IndexUnavailable as exc:
            return None, str(exc)
        if pointer is None:
            return None, f"no index in {self.where}; run `gpu-advisor ingest`"
        try:
            count = self.collection(pointer.collection).count()
        except Exception:
            return None, (
                f"the index in {self.where} names collection {pointer.collection!r}, which is"
                " missing; run `gpu-advisor ingest` to rebuild it"
            )
        if count != pointer.count:
            return None, (
                f"the index in {self.where} holds {count} chunks, expected {pointer.count}"
                " (corrupt); run `gpu-advisor ingest` to rebuild it"
            )
        return pointer, ""


def open_store(settings: Settings | None = None) -> ChromaStore:
    """Open the configured store: a Chroma server when ``CHROMA_URL`` is set, else embedded."""
    settings = settings or get_settings()
    try:
        if settings.chroma_url:
            client = _http_client(settings.chroma_url)
            client.heartbeat()
            return ChromaStore(client, None, f"the Chroma server at {settings.chroma_url}")
        settings.index_dir.mkdir(parents=True, exist_ok=True)
        client = _persistent_client(str(settings.index_dir.resolve()))
    except (UsageError, IndexUnavailable):
        raise
    except Exception as exc:
        where = settings.chroma_url or settings.index_dir
        reason = f"{type(exc).__name__}: {(str(exc).splitlines() or [''])[0][:160]}"
        if settings.chroma_url and _timed_out(exc):  # the cached client's own timeout
            raise IndexUnavailable(
                say.SERVER_TIMEOUT(url=settings.chroma_url, seconds=CHROMA_TIMEOUT_S)
            ) from exc
        if settings.chroma_url:
            raise IndexUnavailable(say.SERVER_DOWN(url=str(where), reason=reason)) from exc
        raise IndexUnavailable(
            f"cannot open the index at {where} ({reason}); delete the folder and run"
            " `gpu-advisor ingest`"
        ) from exc
    return ChromaStore(client, settings.index_dir / POINTER_FILE, str(settings.index_dir))


def _where(allowed_ids: Sequence[str] | None, doc_type: str | None) -> dict[str, Any] | None:
    """The metadata filter for a dense search: by type when given, else by ids (None: all)."""
    if doc_type is not None:
        return {"doc_type": doc_type}
    if allowed_ids is not None:
        return {"chunk_id": {"$in": list(allowed_ids)}}
    return None


EF_SEARCH = 2048
"""Candidates HNSW explores per query (Chroma's default is 100). The retriever asks for 80
neighbours, and with 100 two processes searching the same index returned different top-80
lists for most queries (46 of 60 random vectors; 248 of 1,314 real ones); at 2,048, about the
size of the knowledge base, the search is close to exact and costs about a millisecond."""


TIE_MARGIN = 16
"""Extra neighbours asked for, so copies of one text tied at the cut are all seen, then cut."""


def ranked(ids: Sequence[str], distances: Sequence[float], n: int) -> list[tuple[str, float]]:
    """The best ``n`` (chunk id, cosine similarity), equal distances ordered by id.

    Chunks with the same text have the same vector: Chroma orders such ties differently from
    one process to the next (and keeps a different one at its cut), so ``TIE_MARGIN`` more are
    asked for and the id settles the order.
    """
    pairs = sorted(zip(distances, ids, strict=True), key=lambda p: (float(p[0]), p[1]))
    return [(cid, 1.0 - float(d)) for d, cid in pairs[:n]]


class ChromaDense:
    """Dense search in one Chroma collection (cosine space)."""

    def __init__(self, collection: Any) -> None:
        """Search ``collection``."""
        self._collection = collection

    def search(
        self,
        vector: list[float],
        n: int,
        allowed_ids: Sequence[str] | None,
        doc_type: str | None = None,
    ) -> list[tuple[str, float]]:
        """Return up to ``n`` (chunk id, cosine similarity) pairs, best first.

        With ``doc_type`` (the allowed records are exactly that type) Chroma filters on the
        type: the same records and results as the ids, 2-3x faster than a 2,000-id ``$in``.
        """
        if allowed_ids is not None and not allowed_ids:
            return []
        got = self._collection.query(
            query_embeddings=[vector],
            n_results=n + TIE_MARGIN,
            where=_where(allowed_ids, doc_type),
            include=["distances"],
        )
        # Chroma's cosine space returns distance = 1 - cosine similarity.
        return ranked(got["ids"][0], got["distances"][0], n)


class DirectDense:
    """``ChromaDense`` over an embedded collection, through Chroma's Rust bindings alone."""

    def __init__(self, bindings: Any, collection_id: str) -> None:
        """Search the collection ``collection_id`` of ``bindings`` (see ``open_direct``)."""
        self._bindings = bindings
        self._id = collection_id

    def search(
        self,
        vector: list[float],
        n: int,
        allowed_ids: Sequence[str] | None,
        doc_type: str | None = None,
    ) -> list[tuple[str, float]]:
        """Return what ``ChromaDense.search`` returns, from the same call.

        As ``Collection.query`` makes it: one float32 query vector, the filter as JSON,
        distances only.
        """
        if allowed_ids is not None and not allowed_ids:
            return []
        where = _where(allowed_ids, doc_type)
        got = self._bindings.query(
            self._id,
            None,
            [np.array(vector, dtype=np.float32)],
            n + TIE_MARGIN,
            json.dumps(where) if where else None,
            None,
            ["distances"],
            TENANT,
            DATABASE,
        )
        return ranked(got.ids[0], got.distances[0], n)


@cache
def _direct_bindings(path: str) -> Any:
    """Chroma's Rust bindings over the embedded database at ``path``, as its client opens them."""
    import resource

    import chromadb_rust_bindings as rust

    config = rust.SqliteDBConfig(
        hash_type=rust.MigrationHash.MD5,
        migration_mode=rust.MigrationMode.Apply,
        url=f"{path}/chroma.sqlite3",
    )
    return rust.Bindings(
        allow_reset=False,
        sqlite_db_config=config,
        persist_path=path,
        # as chromadb.api.rust sizes it: each HNSW index holds five files open
        hnsw_cache_size=resource.getrlimit(resource.RLIMIT_NOFILE)[0] // 5,
    )


def open_direct(settings: Settings) -> tuple[Pointer, DirectDense] | None:
    """The serving pointer and dense search of a sound embedded index, without the client.

    None with a Chroma server, and whenever anything is not as a complete index has it (no or
    a bad pointer, a database that will not open, a missing collection, a wrong count, bindings
    of another shape): ``open_store`` and ``ChromaStore.status`` then say what is wrong.
    """
    if settings.chroma_url:
        return None
    try:
        pointer = Pointer.model_validate_json(
            (settings.index_dir / POINTER_FILE).read_text(encoding="utf-8")
        )
        bindings = _direct_bindings(str(settings.index_dir.resolve()))
        collection_id = str(bindings.get_collection(pointer.collection, TENANT, DATABASE).id)
        if bindings.count(collection_id, TENANT, DATABASE) != pointer.count:
            return None
    except Exception:  # noqa: BLE001 - the client's path reports the fault in its own words
        return None
    return pointer, DirectDense(bindings, collection_id)
