"""Hybrid retrieval: dense + BM25 candidates fused with RRF, preferring the question's language.

The index holds sections and retrieval keys (curated questions a section answers, pieces of a
long section), each key pointing at its section: a hit on any key ranks the section, and only
whole sections are returned (the multi-vector pattern). Sections that mention the entities the
question names (a GPU, model, provider, chip vendor, command) get a bonus.
The store it reads (versioned Chroma collections) lives in ``assistant.rag.store``.
"""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Protocol

import numpy as np
from pydantic import BaseModel

from assistant.catalog.snapshot import live_digest
from assistant.config import Settings, cache_dir, get_settings, lock_dir
from assistant.errors import IndexUnavailable, UsageError
from assistant.language import detect_language
from assistant.rag.embedding import Embedder, query_embedder
from assistant.rag.entities import EntityMatcher, entity_table
from assistant.rag.glossary import english_query, expand
from assistant.rag.lexical import set_jieba_cache, spaced_names, tokenize
from assistant.rag.lexical_state import (
    STATE_FILE,
    LexicalState,
    bm25_text,
    derive_state,
    load_state,
    save_state,
    section_parents,
    state_key,
)
from assistant.rag.store import (
    DOC_TYPES,
    ChromaDense,
    ChromaStore,
    Pointer,
    StoredChunk,
    open_direct,
    open_store,
)

RRF_K = 10
"""Reciprocal-rank-fusion constant (Cormack, Clarke and Büttcher, SIGIR 2009, use 60).

Lower here so one retriever's clear first place is not outvoted by middling places in two
others (tests/golden/relevance.yaml: precision@3 0.82 -> 0.85 and MRR 0.878 -> 0.884 going
from 60 to 10; recall@5 on tests/golden/retrieval.yaml unchanged)."""
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
KEY_FANOUT = 4
"""Records taken per wanted section from each leg: several keys of one section may hit."""
KEY_BM25_WEIGHT = 1.0
"""RRF weight of BM25 over the curated question keys alone (a third leg)."""
ENTITY_WEIGHT = 0.3
"""RRF-scale bonus for a section naming every entity of the question (rarer entities count
more: each is weighted by its inverse document frequency over the sections)."""

# --------------------------------------------------------------------------- data shapes


ASKING_A_DIFFERENCE = frozenset({"区别", "有什", "么区", "差别"})
"""Tokens of asking in Chinese how two things differ ("有什么区别"): the question keys hold many
such questions, each about its own pair, and the words around 什么 are no subject. English
"the difference between" stays: its keys say what differs in words sections also use."""


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
    key_rank: int | None = None
    """Rank of the section's best curated question key under BM25 (questions against questions)."""


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


class DenseIndex(Protocol):
    """Nearest-neighbour search over the chunk vectors."""

    def search(
        self,
        vector: list[float],
        n: int,
        allowed_ids: Sequence[str] | None,
        doc_type: str | None = None,
    ) -> list[tuple[str, float]]:
        """Return up to ``n`` (chunk id, cosine similarity) pairs, best first.

        ``doc_type``, when given, says ``allowed_ids`` are exactly the records of that type, so
        a store may filter by it instead of by thousands of ids.
        """
        ...


class NumpyDense:
    """Exact dense search over vectors held in memory (tests, small corpora)."""

    def __init__(self, ids: Sequence[str], vectors: Sequence[Sequence[float]]) -> None:
        """Index ``vectors`` (one per id)."""
        self._ids = list(ids)
        self._pos = {cid: i for i, cid in enumerate(self._ids)}
        self._id_rank = np.argsort(np.argsort(np.asarray(self._ids, dtype=object)))
        matrix = np.asarray(vectors, dtype=np.float64).reshape(len(self._ids), -1)
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        self._matrix = matrix / np.where(norms == 0, 1.0, norms)
        self._masks: dict[tuple[str, ...], np.ndarray] = {}

    def _mask(self, allowed_ids: Sequence[str]) -> np.ndarray:
        """0 where an id is allowed, -inf elsewhere; remembered per tuple of ids."""
        key = tuple(allowed_ids)
        mask = self._masks.get(key)
        if mask is None:
            if len(self._masks) >= 256:
                self._masks.clear()
            mask = np.full(len(self._ids), -np.inf)
            mask[[self._pos[c] for c in key if c in self._pos]] = 0.0
            self._masks[key] = mask
        return mask

    def search(
        self,
        vector: list[float],
        n: int,
        allowed_ids: Sequence[str] | None,
        doc_type: str | None = None,
    ) -> list[tuple[str, float]]:
        """Return up to ``n`` (chunk id, cosine similarity) pairs, best first."""
        if not self._ids:
            return []
        q = np.asarray(vector, dtype=np.float64)
        q = q / (np.linalg.norm(q) or 1.0)
        sims = self._matrix @ q
        if allowed_ids is not None:
            sims = sims + self._mask(allowed_ids)
        # equal similarities by id, as the Chroma-backed search orders them (store.ranked)
        order = np.lexsort((self._id_rank, -sims))[:n]
        return [(self._ids[i], float(sims[i])) for i in order if np.isfinite(sims[i])]


# --------------------------------------------------------------------------- hybrid retrieval


def _by_section(
    hits: Sequence[tuple[int, float]], parent: Sequence[int]
) -> list[tuple[int, float]]:
    """Collapse record hits (best first) to sections, each at its best key's place."""
    out: list[tuple[int, float]] = []
    seen: set[int] = set()
    for i, score in hits:
        section = parent[i]
        if section >= 0 and section not in seen:
            seen.add(section)
            out.append((section, score))
    return out


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
        entities: EntityMatcher | None = None,
        token_cache: Path | None = None,
        state: LexicalState | None = None,
    ) -> None:
        """Build the lexical index over ``chunks``; ``dense`` searches their vectors.

        ``entities`` finds named entities; without it no section gets an entity bonus.
        ``token_cache`` keeps the chunks' BM25 tokens for the next process (see
        ``tokenize_all``). ``state``, when given, is what ``derive_state`` makes of these
        chunks and ``entities`` (read back from beside the index), so nothing is built.
        """
        self.chunks = list(chunks)
        self.dense = dense
        self.embedder = embedder
        self.candidates = candidates
        self._pos = {c.id: i for i, c in enumerate(self.chunks)}
        self._parent = section_parents(self.chunks)
        state = state or derive_state(self.chunks, entities, token_cache)
        self.bm25 = state.bm25
        self.bm25_keys = state.bm25_keys
        self._term_tokens = state.term_tokens
        self._doc_type = np.array([c.metadata.get("doc_type", "") for c in self.chunks])
        self._topics = [set(str(c.metadata.get("topics", "")).split(",")) for c in self.chunks]
        self.entities = entities
        self._named = state.named if entities else {}
        self._allowed_ids: dict[bytes, tuple[str, ...]] = {}
        self._entity_idf = state.entity_idf if entities else {}

    def __len__(self) -> int:
        return len(self.chunks)

    def _ids_of(self, allowed: np.ndarray) -> tuple[str, ...]:
        """The ids of the chunks ``allowed`` keeps, remembered per mask (a few doc types)."""
        key = allowed.tobytes()
        ids = self._allowed_ids.get(key)
        if ids is None:
            if len(self._allowed_ids) >= 256:
                self._allowed_ids.clear()
            ids = self._allowed_ids[key] = tuple(self.chunks[i].id for i in np.flatnonzero(allowed))
        return ids

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
        typed += spaced_names(typed)  # "sd1.5" typed also finds "SD 1.5"
        # the same tokens as tokenize(" ".join(terms)): no token spans the spaces between terms
        expansion = [
            t
            for term in expand(query).extra_terms
            for t in (self._term_tokens[term] if term in self._term_tokens else tokenize(term))
        ]
        extra = [t for t in expansion if t not in typed]
        weights = dict.fromkeys(extra, EXPANSION_WEIGHT)
        fanout = self.candidates * KEY_FANOUT
        lexical = _by_section(self.bm25.top(typed + extra, fanout, allowed, weights), self._parent)
        # the question keys are matched on what is asked about, not on how a difference is
        # asked: every "X 和 Y 有什么区别" key would match every such question
        subject = [t for t in typed if t not in ASKING_A_DIFFERENCE] or typed
        asked = _by_section(self.bm25_keys.top(subject, fanout, allowed), self._parent)
        allowed_ids = None if allowed is None else self._ids_of(allowed)
        vector = self.embedder.embed_query(english_query(query))
        dense = _by_section(
            [
                (self._pos[cid], sim)
                for cid, sim in self.dense.search(
                    vector, fanout, allowed_ids, doc_type if not topics else None
                )
                if cid in self._pos
            ],
            self._parent,
        )

        fused: dict[int, dict[str, float]] = {}
        for rank, (i, sim) in enumerate(dense[: self.candidates], start=1):
            fused.setdefault(i, {}).update(dense_rank=rank, dense_score=sim)
        for rank, (i, score) in enumerate(lexical[: self.candidates], start=1):
            fused.setdefault(i, {}).update(bm25_rank=rank, bm25_score=score)
        for rank, (i, _) in enumerate(asked[: self.candidates], start=1):
            fused.setdefault(i, {}).update(key_rank=rank)

        named_here = self.entities.find(query) if self.entities else set()
        asked_weight = math.fsum(self._entity_idf.get(e, 0.0) for e in named_here)
        leg_weights = {
            "dense_rank": 1.0 if lang == "en" else CROSS_DENSE_WEIGHT,
            "bm25_rank": 1.0,
            "key_rank": KEY_BM25_WEIGHT,
        }
        scored = []
        for i, info in fused.items():
            rrf = sum(w / (RRF_K + info[key]) for key, w in leg_weights.items() if key in info)
            if asked_weight > 0:
                shared = named_here & self._named.get(i, set())
                named = math.fsum(self._entity_idf.get(e, 0.0) for e in shared)
                rrf += ENTITY_WEIGHT * (named / asked_weight) / (RRF_K + 1)
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
            key_rank=int(info["key_rank"]) if "key_rank" in info else None,
        )


def in_memory_retriever(
    chunks: Sequence[StoredChunk],
    embedder: Embedder,
    embed_texts: Sequence[str] | None = None,
    entities: EntityMatcher | None = None,
) -> HybridRetriever:
    """Build a retriever entirely in memory (no Chroma): for tests and small corpora."""
    texts = (
        list(embed_texts)
        if embed_texts is not None
        else [bm25_text(c) or c.text for c in chunks]  # a key is embedded as its own text
    )
    vectors = embedder.embed_documents(texts) if texts else []
    return HybridRetriever(
        chunks, NumpyDense([c.id for c in chunks], vectors), embedder, entities=entities
    )


def catalog_entities(settings: Settings) -> EntityMatcher | None:
    """The entity matcher over the catalog's alias tables (None when the catalog is unreadable).

    Read from the files each time (``read_catalog`` shares unchanged tables): a process that
    reopens the index after an ingest sees the spellings as they are now.
    """
    from assistant.catalog.specs import read_catalog
    from assistant.errors import CatalogError

    try:
        catalog = read_catalog(settings.knowledge_dir / "specs")
    except CatalogError:
        return None
    return EntityMatcher(entity_table(catalog))


def open_retriever(
    settings: Settings | None = None, embedder: Embedder | None = None
) -> HybridRetriever:
    """Open the serving index and build a retriever over it; raise ``IndexUnavailable`` if none."""
    settings = settings or get_settings()
    store: ChromaStore | None = None
    direct = open_direct(settings)  # an embedded index needs no chromadb client to serve
    dense: DenseIndex
    if direct is not None:
        (pointer, dense), where = direct, str(settings.index_dir)
    else:
        store = open_store(settings)
        found, why = store.status()
        if found is None:
            raise IndexUnavailable(why)
        pointer, dense, where = found, ChromaDense(store.collection(found.collection)), store.where
    embedder = embedder or query_embedder(cache_dir(settings))
    if pointer.embedder != embedder.name:
        raise IndexUnavailable(
            f"the index in {where} was built with embedder {pointer.embedder!r}, not"
            f" {embedder.name!r}; run `gpu-advisor ingest` again"
        )
    set_jieba_cache(cache_dir(settings))  # jieba itself loads at the first Chinese text
    state = serving_state(settings, pointer, store)
    return HybridRetriever(state.chunks, dense, embedder, entities=state.entities, state=state)


def serving_state(
    settings: Settings, pointer: Pointer, store: ChromaStore | None = None
) -> LexicalState:
    """The lexical state of the version ``pointer`` names: read back when saved, else built.

    Built from the records in Chroma (``store``, opened if not given) and saved beside the
    index for the next process; ingest calls this so the first question after it reads it.
    """
    saved = lock_dir(settings) / STATE_FILE
    catalog = live_digest(settings)  # taken before the catalog is read (see ``load_live``)
    key = state_key(pointer.model_dump_json(), catalog)
    state = load_state(saved, key) if catalog else None
    if state is None:
        state = derive_state(
            (store or open_store(settings)).records(pointer.collection),
            catalog_entities(settings),
            token_cache=cache_dir(settings) / "bm25-tokens.json",
        )
        if catalog:
            save_state(saved, key, state)
    return state


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
