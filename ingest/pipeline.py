"""Build the retrieval index from ``knowledge/``: validate, chunk, embed, publish atomically.

Steps: (1) validate every guide and spec table (any error: file and line, nothing written);
(2) chunk guides by markdown headers, turn spec rows into short passages; (3) reuse the stored
vector of every chunk whose content hash is unchanged and embed only the rest; (4) write a new
collection version and switch the serving pointer to it in one write; (5) drop old versions.
A crash before (4) leaves the previous version serving; its leftovers are dropped next time.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from assistant.catalog.snapshot import save_snapshot, validate_for_snapshot
from assistant.config import Settings, cache_dir, get_settings, lock_dir
from assistant.errors import CatalogError, IndexUnavailable
from assistant.rag.embedding import (
    QUERY_ENCODER_FILE,
    Embedder,
    MiniLMEmbedder,
    OnnxQueryEmbedder,
    export_query_encoder,
    get_embedder,
)
from assistant.rag.passages import Chunk
from assistant.rag.retrieval import serving_state
from assistant.rag.store import ChromaStore, Pointer, open_store
from ingest.chunking import collect_chunks, digest
from ingest.lock import ingest_lock

EMBED_BATCH = 32
"""Texts per embedding call. Texts are sorted by length first, so a batch pads little; on
2 cores 16, 32 and 64 embed at the same rate (benchmarks/bench_ingest.py --compare)."""


class IngestReport(BaseModel):
    """What an ingest did."""

    collection: str
    chunks: int
    embedded: int
    """Chunks whose vectors were computed this time."""
    reused: int
    """Chunks whose vectors were copied from the previous version."""
    removed: int
    """Chunks of the previous version that are gone."""
    documents: int
    skipped: bool = False
    """True when nothing was written (index already current, or ``if_missing`` and present)."""
    reason: str = ""
    seconds: float = 0.0


@dataclass
class _Progress:
    enabled: bool
    total: int
    bar: Any = field(default=None)

    def __enter__(self) -> _Progress:
        if self.enabled and self.total:
            from tqdm import tqdm

            self.bar = tqdm(total=self.total, desc="embedding", unit="chunk", file=sys.stderr)
        return self

    def update(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.close()


def _embed_into(
    vectors: dict[str, list[float]], todo: Sequence[Chunk], embedder: Embedder, progress: bool
) -> None:
    """Embed ``todo`` in batches into ``vectors``, with a progress bar on stderr.

    Each distinct text is embedded once: a Chinese section carries the English questions of
    its English twin as keys, so about a fifth of the keys repeat a text already embedded.
    """
    # similar lengths per batch waste less padding (the model pads to the batch's longest text)
    texts = sorted({c.embed_text for c in todo}, key=lambda t: (len(t), t))
    by_text: dict[str, list[float]] = {}
    with _Progress(progress, len(texts)) as bar:
        for a in range(0, len(texts), EMBED_BATCH):
            batch = texts[a : a + EMBED_BATCH]
            by_text.update(zip(batch, embedder.embed_documents(batch), strict=True))
            bar.update(len(batch))
    for c in todo:
        vectors[c.chunk_id] = by_text[c.embed_text]


def document_embedder(folder: Path) -> Embedder:
    """The embedder for ingest: the ONNX export in ``folder`` on every core, else MiniLM.

    The export computes the same vectors as sentence-transformers (tested) in about half
    the CPU time, and it spares ingest the import of sentence-transformers.
    """
    onnx_file = folder / QUERY_ENCODER_FILE
    if onnx_file.is_file():
        try:
            return OnnxQueryEmbedder(onnx_file, threads=os.cpu_count() or 1)
        except Exception:  # noqa: BLE001 - a damaged export: the slow path still works
            pass
    return get_embedder()


def _previous(
    store: ChromaStore, embedder_name: str
) -> tuple[Pointer | None, dict[str, list[float]]]:
    """Return the serving pointer (if sound) and its vectors when made by ``embedder_name``."""
    pointer, _ = store.status()
    if pointer is None or pointer.embedder != embedder_name:
        return pointer, {}
    return pointer, store.vectors(pointer.collection)


def ensure_query_encoder(folder: Path) -> None:
    """Export the fast ONNX query encoder into ``folder`` once; a failure only costs speed."""
    target = folder / QUERY_ENCODER_FILE
    if target.is_file():
        return
    try:
        export_query_encoder(target)
    except Exception as exc:  # noqa: BLE001 - questions then use sentence-transformers
        print(f"note: no fast query encoder ({type(exc).__name__}: {exc})", file=sys.stderr)


def ingest(
    knowledge_dir: Path | None = None,
    *,
    settings: Settings | None = None,
    embedder: Embedder | None = None,
    store: ChromaStore | None = None,
    if_missing: bool = False,
    progress: bool = True,
) -> IngestReport:
    """Validate ``knowledge_dir``, embed what changed and publish a new index version.

    Nothing is written when validation fails (``CatalogError``) or when the serving index
    already holds exactly these chunks. With ``if_missing``, a complete index is left as is.
    One ingest at a time per index folder (``IndexUnavailable`` for a second one).
    """
    settings = settings or get_settings()
    with ingest_lock(lock_dir(settings)):
        return _ingest(knowledge_dir, settings, embedder, store, if_missing, progress)


def _ingest(
    knowledge_dir: Path | None,
    settings: Settings,
    embedder: Embedder | None,
    store: ChromaStore | None,
    if_missing: bool,
    progress: bool,
) -> IngestReport:
    """Validate the catalog, build the index (``_build``), save the snapshot and the state.

    The state is the retriever's (``serving_state``): the first question after an ingest reads
    it instead of building it.
    """
    started = time.perf_counter()
    knowledge_dir = knowledge_dir or settings.knowledge_dir
    # every table answers read, validated now: a bad edit stops here, before anything is written
    serving = None
    try:
        knowledge = settings.model_copy(update={"knowledge_dir": knowledge_dir})
        serving = validate_for_snapshot(knowledge)
    except CatalogError as exc:
        if not if_missing:
            raise
        # `make run` starts the app anyway: answers come from the last good snapshot
        print(f"warning: {exc}", file=sys.stderr)
    report = _build(knowledge_dir, settings, embedder, store, if_missing, progress, started)
    if serving is not None:
        save_snapshot(settings, serving)
    # what the first question after this would build (records, BM25, entities), saved now
    store = store or open_store(settings)
    pointer, _ = store.status()
    if pointer is not None:
        store.tune_search(pointer.collection)  # built before ef_search was raised: raised now
        serving_state(settings, pointer, store)
    return report


def _build(
    knowledge_dir: Path,
    settings: Settings,
    embedder: Embedder | None,
    store: ChromaStore | None,
    if_missing: bool,
    progress: bool,
    started: float,
) -> IngestReport:
    store = store or open_store(settings)
    # the bundled model loads only when something needs embedding (a no-change run stays fast)
    embedder_name = embedder.name if embedder is not None else MiniLMEmbedder.name
    if embedder is None or isinstance(embedder, MiniLMEmbedder):
        ensure_query_encoder(cache_dir(settings))
    if if_missing:
        pointer, _ = store.status()
        if pointer is not None and pointer.embedder == embedder_name:
            return IngestReport(
                collection=pointer.collection,
                chunks=pointer.count,
                embedded=0,
                reused=0,
                removed=0,
                documents=0,
                skipped=True,
                reason="a complete index exists",
            )
    chunks = collect_chunks(knowledge_dir)
    documents = len({(c.doc_id, c.lang) for c in chunks})
    new_digest = digest(chunks)
    current, _ = store.status()
    if current is not None and current.digest == new_digest and current.embedder == embedder_name:
        store.drop_except(current.collection)  # half-built leftovers of a crashed run
        return IngestReport(
            collection=current.collection,
            chunks=current.count,
            embedded=0,
            reused=current.count,
            removed=0,
            documents=documents,
            skipped=True,
            reason="index already up to date",
            seconds=time.perf_counter() - started,
        )
    previous, old_vectors = _previous(store, embedder_name)
    # leftovers of a crashed build are never served; drop them before building anew
    store.drop_except(previous.collection if previous else None)
    todo = [c for c in chunks if c.chunk_id not in old_vectors]
    vectors: dict[str, list[float]] = {
        c.chunk_id: old_vectors[c.chunk_id] for c in chunks if c.chunk_id in old_vectors
    }
    if todo and embedder is None:
        embedder = document_embedder(cache_dir(settings))
    name = store.new_version(embedder_name)
    try:
        if todo and embedder is not None:
            _embed_into(vectors, todo, embedder, progress)
        store.add(
            name,
            ids=[c.chunk_id for c in chunks],
            embeddings=[vectors[c.chunk_id] for c in chunks],
            documents=[c.text for c in chunks],
            metadatas=[c.metadata() for c in chunks],
        )
        if store.collection(name).count() != len(chunks):
            raise IndexUnavailable(f"index build {name} came out incomplete")
        store.publish(
            Pointer(
                collection=name,
                count=len(chunks),
                digest=new_digest,
                embedder=embedder_name,
                built_at=time.time(),
            )
        )
    except BaseException:
        # the pointer has not moved, so the previous version keeps serving; tidy up if we can
        with contextlib.suppress(Exception):
            store.drop_except(previous.collection if previous else None)
        raise
    store.drop_except(name)
    store.remove_stale_folders()
    kept = set(vectors)
    return IngestReport(
        collection=name,
        chunks=len(chunks),
        embedded=len(todo),
        reused=len(chunks) - len(todo),
        removed=len([cid for cid in old_vectors if cid not in kept]),
        documents=documents,
        seconds=time.perf_counter() - started,
    )
