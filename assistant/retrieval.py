"""Hybrid retrieval (dense + BM25, fused with RRF) and the versioned Chroma store behind it.

This is the only module that imports ``chromadb``. The store keeps each index build as its
own collection and a pointer naming the one that serves: a file in the index folder renamed
atomically (embedded mode) or one record in a small meta collection (server mode). A build
only becomes visible when the pointer moves, so a crash mid-build leaves the old one serving.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlparse

import numpy as np
from pydantic import BaseModel, ValidationError

from .config import Settings, cache_dir, get_settings
from .embedding import Embedder, query_embedder
from .errors import IndexUnavailable, UsageError
from .glossary import detect_language, english_query, expand
from .lexical import BM25Index, init_jieba, tokenize

RRF_K = 60
"""Reciprocal-rank-fusion constant (Cormack, Clarke and Büttcher, SIGIR 2009)."""
CANDIDATES = 20
"""Candidates taken from each retriever before fusion."""
OTHER_LANG_FACTOR = 0.6
"""Fused score multiplier for passages not in the question's language (prefer, not filter).

The three weights were chosen on tests/golden/retrieval.yaml: recall@5 stays 0.99 across
0.6-0.8 here, while the share of same-language passages for Chinese questions rose from 67 %
(no weighting) to 97 %."""
EXPANSION_WEIGHT = 0.3
"""BM25 weight of glossary-expansion terms relative to the words the user typed."""
CROSS_DENSE_WEIGHT = 0.5
"""RRF weight of the dense leg for Chinese questions (the embedder only reads English)."""

COLLECTION_PREFIX = "gpu_advisor_kb_"
META_COLLECTION = "gpu_advisor_meta"
POINTER_FILE = "CURRENT.json"
DOC_TYPES = ("guide", "spec")


# --------------------------------------------------------------------------- data shapes


class Passage(BaseModel):
    """One retrieved chunk with how each retriever ranked it (ranks are 1-based)."""

    chunk_id: str
    doc_id: str
    title: str
    section: str
    lang: str
    doc_type: str
    text: str
    source: str
    topics: list[str]
    updated: str
    score: float
    """Fused RRF score (after the language preference)."""
    dense_rank: int | None = None
    dense_score: float | None = None
    """Cosine similarity of the query and the chunk, in [-1, 1]."""
    bm25_rank: int | None = None
    bm25_score: float | None = None


class Retriever(Protocol):
    """Anything that answers a question with ranked passages."""

    def retrieve(
        self,
        query: str,
        lang: str | None = None,
        k: int = 6,
        doc_type: str | None = None,
        topics: list[str] | None = None,
    ) -> list[Passage]:
        """Return up to ``k`` passages, best first."""
        ...


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


class DenseIndex(Protocol):
    """Nearest-neighbour search over the chunk vectors."""

    def search(
        self, vector: list[float], n: int, allowed_ids: Sequence[str] | None
    ) -> list[tuple[str, float]]:
        """Return up to ``n`` (chunk id, cosine similarity) pairs, best first."""
        ...


# --------------------------------------------------------------------------- the store


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
    return chromadb.HttpClient(
        host=parsed.hostname,
        port=port,
        ssl=parsed.scheme == "https",
        settings=ChromaSettings(anonymized_telemetry=False),
    )


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
            configuration={"hnsw": {"space": "cosine"}},
            metadata={"embedder": embedder_name},
            embedding_function=None,
        )
        return name

    def collection(self, name: str) -> Any:
        """Return collection ``name`` without an embedding function attached."""
        return self.client.get_collection(name, embedding_function=None)

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
        raise IndexUnavailable(
            f"cannot open the index at {where} ({type(exc).__name__}: {exc}); check the server"
            " or delete the folder and run `gpu-advisor ingest`"
        ) from exc
    return ChromaStore(client, settings.index_dir / POINTER_FILE, str(settings.index_dir))


# --------------------------------------------------------------------------- dense indexes


class ChromaDense:
    """Dense search in one Chroma collection (cosine space)."""

    def __init__(self, collection: Any) -> None:
        """Search ``collection``."""
        self._collection = collection

    def search(
        self, vector: list[float], n: int, allowed_ids: Sequence[str] | None
    ) -> list[tuple[str, float]]:
        """Return up to ``n`` (chunk id, cosine similarity) pairs, best first."""
        if allowed_ids is not None and not allowed_ids:
            return []
        where = {"chunk_id": {"$in": list(allowed_ids)}} if allowed_ids is not None else None
        got = self._collection.query(
            query_embeddings=[vector], n_results=n, where=where, include=["distances"]
        )
        # Chroma's cosine space returns distance = 1 - cosine similarity.
        return [
            (cid, 1.0 - float(d)) for cid, d in zip(got["ids"][0], got["distances"][0], strict=True)
        ]


class NumpyDense:
    """Exact dense search over vectors held in memory (tests, small corpora)."""

    def __init__(self, ids: Sequence[str], vectors: Sequence[Sequence[float]]) -> None:
        """Index ``vectors`` (one per id)."""
        self._ids = list(ids)
        self._pos = {cid: i for i, cid in enumerate(self._ids)}
        matrix = np.asarray(vectors, dtype=np.float64).reshape(len(self._ids), -1)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        self._matrix = matrix / np.where(norms == 0, 1.0, norms)

    def search(
        self, vector: list[float], n: int, allowed_ids: Sequence[str] | None
    ) -> list[tuple[str, float]]:
        """Return up to ``n`` (chunk id, cosine similarity) pairs, best first."""
        if not self._ids:
            return []
        q = np.asarray(vector, dtype=np.float64)
        q = q / (np.linalg.norm(q) or 1.0)
        sims = self._matrix @ q
        if allowed_ids is not None:
            mask = np.full(len(self._ids), -np.inf)
            mask[[self._pos[c] for c in allowed_ids if c in self._pos]] = 0.0
            sims = sims + mask
        order = np.argsort(-sims, kind="stable")[:n]
        return [(self._ids[i], float(sims[i])) for i in order if np.isfinite(sims[i])]


# --------------------------------------------------------------------------- hybrid retrieval


def bm25_text(chunk: StoredChunk) -> str:
    """Text the BM25 index sees for a chunk: title, section path and body."""
    meta = chunk.metadata
    return f"{meta.get('title', '')}\n{meta.get('section', '')}\n{chunk.text}"


class HybridRetriever:
    """Dense + BM25 candidates fused with reciprocal rank fusion, preferring the query's language.

    The BM25 index is built once, from the stored chunks, when the retriever is created.
    """

    def __init__(
        self,
        chunks: Sequence[StoredChunk],
        dense: DenseIndex,
        embedder: Embedder,
        candidates: int = CANDIDATES,
    ) -> None:
        """Build the lexical index over ``chunks``; ``dense`` searches their vectors."""
        self.chunks = list(chunks)
        self.dense = dense
        self.embedder = embedder
        self.candidates = candidates
        self._pos = {c.id: i for i, c in enumerate(self.chunks)}
        self.bm25 = BM25Index([tokenize(bm25_text(c)) for c in self.chunks])
        self._doc_type = np.array([c.metadata.get("doc_type", "") for c in self.chunks])
        self._topics = [set(str(c.metadata.get("topics", "")).split(",")) for c in self.chunks]

    def __len__(self) -> int:
        return len(self.chunks)

    def _allowed(self, doc_type: str | None, topics: list[str] | None) -> np.ndarray | None:
        if doc_type is None and not topics:
            return None
        if doc_type is not None and doc_type not in DOC_TYPES:
            raise UsageError(f"doc_type must be one of {', '.join(DOC_TYPES)}, not {doc_type!r}")
        mask = np.ones(len(self.chunks), dtype=bool)
        if doc_type is not None:
            mask &= self._doc_type == doc_type
        if topics:
            wanted = {t.strip().lower() for t in topics}
            mask &= np.array([bool(wanted & have) for have in self._topics], dtype=bool)
        return mask

    def retrieve(
        self,
        query: str,
        lang: str | None = None,
        k: int = 6,
        doc_type: str | None = None,
        topics: list[str] | None = None,
    ) -> list[Passage]:
        """Return up to ``k`` passages for ``query``, best first, with per-retriever ranks."""
        if k < 1:
            raise UsageError(f"k must be at least 1, got {k}")
        if not query.strip() or not self.chunks:
            return []
        lang = lang or detect_language(query)
        allowed = self._allowed(doc_type, topics)
        if allowed is not None and not allowed.any():
            return []
        typed = tokenize(query)
        extra = [t for t in tokenize(" ".join(expand(query).extra_terms)) if t not in typed]
        weights = dict.fromkeys(extra, EXPANSION_WEIGHT)
        lexical = self.bm25.top(typed + extra, self.candidates, allowed, weights)
        allowed_ids = (
            None if allowed is None else [self.chunks[i].id for i in np.flatnonzero(allowed)]
        )
        vector = self.embedder.embed_query(english_query(query))
        dense = self.dense.search(vector, self.candidates, allowed_ids)

        fused: dict[int, dict[str, float]] = {}
        for rank, (cid, sim) in enumerate(dense, start=1):
            if cid in self._pos:
                fused.setdefault(self._pos[cid], {}).update(dense_rank=rank, dense_score=sim)
        for rank, (i, score) in enumerate(lexical, start=1):
            fused.setdefault(i, {}).update(bm25_rank=rank, bm25_score=score)

        leg_weights = {"dense_rank": 1.0 if lang == "en" else CROSS_DENSE_WEIGHT, "bm25_rank": 1.0}
        scored = []
        for i, info in fused.items():
            rrf = sum(w / (RRF_K + info[key]) for key, w in leg_weights.items() if key in info)
            if self.chunks[i].metadata.get("lang") != lang:
                rrf *= OTHER_LANG_FACTOR
            scored.append((rrf, i, info))
        scored.sort(key=lambda t: (-t[0], self.chunks[t[1]].id))
        return [self._passage(i, rrf, info) for rrf, i, info in scored[:k]]

    def _passage(self, i: int, score: float, info: dict[str, float]) -> Passage:
        chunk = self.chunks[i]
        meta = chunk.metadata
        return Passage(
            chunk_id=chunk.id,
            doc_id=str(meta.get("doc_id", "")),
            title=str(meta.get("title", "")),
            section=str(meta.get("section", "")),
            lang=str(meta.get("lang", "")),
            doc_type=str(meta.get("doc_type", "")),
            text=chunk.text,
            source=str(meta.get("source", "")),
            topics=[t for t in str(meta.get("topics", "")).split(",") if t],
            updated=str(meta.get("updated", "")),
            score=score,
            dense_rank=int(info["dense_rank"]) if "dense_rank" in info else None,
            dense_score=info.get("dense_score"),
            bm25_rank=int(info["bm25_rank"]) if "bm25_rank" in info else None,
            bm25_score=info.get("bm25_score"),
        )


def in_memory_retriever(
    chunks: Sequence[StoredChunk], embedder: Embedder, embed_texts: Sequence[str] | None = None
) -> HybridRetriever:
    """Build a retriever entirely in memory (no Chroma): for tests and small corpora."""
    texts = list(embed_texts) if embed_texts is not None else [bm25_text(c) for c in chunks]
    vectors = embedder.embed_documents(texts) if texts else []
    return HybridRetriever(chunks, NumpyDense([c.id for c in chunks], vectors), embedder)


def open_retriever(
    settings: Settings | None = None, embedder: Embedder | None = None
) -> HybridRetriever:
    """Open the serving index and build a retriever over it; raise ``IndexUnavailable`` if none."""
    settings = settings or get_settings()
    store = open_store(settings)
    pointer, why = store.status()
    if pointer is None:
        raise IndexUnavailable(why)
    embedder = embedder or query_embedder(cache_dir(settings))
    if pointer.embedder != embedder.name:
        raise IndexUnavailable(
            f"the index in {store.where} was built with embedder {pointer.embedder!r}, not"
            f" {embedder.name!r}; run `gpu-advisor ingest` again"
        )
    init_jieba(cache_dir(settings))
    collection = store.collection(pointer.collection)
    return HybridRetriever(store.records(pointer.collection), ChromaDense(collection), embedder)


class ServingRetriever:
    """The retriever over the serving version, reopened when an ingest has replaced it.

    An ingest publishes a new version and then drops the old collection, so a long-lived
    process (the app, a shared server) would otherwise fail every search after it.
    """

    def __init__(self, settings: Settings | None = None, embedder: Embedder | None = None) -> None:
        """Open the serving version now (``IndexUnavailable`` if there is none)."""
        self._settings = settings or get_settings()
        self._embedder = embedder
        self._lock = threading.Lock()
        self.current = open_retriever(self._settings, embedder)

    def __len__(self) -> int:
        return len(self.current)

    def retrieve(
        self,
        query: str,
        lang: str | None = None,
        k: int = 6,
        doc_type: str | None = None,
        topics: list[str] | None = None,
    ) -> list[Passage]:
        """Return up to ``k`` passages from one complete version, reopening it once if gone."""
        current = self.current
        try:
            return current.retrieve(query, lang, k, doc_type, topics)
        except UsageError:
            raise
        except Exception:
            # most likely the collection was dropped by an ingest; a real fault recurs below
            with self._lock:
                if self.current is current:
                    self.current = open_retriever(self._settings, self._embedder)
            return self.current.retrieve(query, lang, k, doc_type, topics)


@cache
def get_retriever() -> ServingRetriever:
    """Return the process-wide retriever over the configured index (built once)."""
    return ServingRetriever()


def passages_json(passages: Sequence[Passage]) -> str:
    """Serialise passages as one JSON array (for the CLI and logs)."""
    return json.dumps([p.model_dump(mode="json") for p in passages], ensure_ascii=False)
