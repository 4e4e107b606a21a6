"""What a retriever derives from the stored chunks, and a copy of it kept beside the index.

Opening a retriever read every chunk back from Chroma, built two BM25 indexes and scanned every
section for named entities: about half a second of a cold ``ask``, the same each time for the
same index. ``LexicalState`` is that work; ``save_state`` writes it beside the index and
``load_state`` reads it back when nothing it depends on has changed: the serving version (its
pointer names a write-once collection by build time, chunk count and a digest of every chunk),
the spec tables the entity matcher's spellings come from and the code that derives it. A copy
for anything else, or a damaged one, is ignored and rewritten.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import threading
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

from assistant.rag.entities import EntityMatcher
from assistant.rag.glossary import GLOSSARY
from assistant.rag.lexical import BM25Index, remember_runs, runs_of, tokenize_all
from assistant.rag.store import StoredChunk

STATE_FILE = "retriever-state.npz"
_FORMAT = 1
_CODE = ("lexical.py", "lexical_state.py", "entities.py", "glossary.py", "retrieval.py")
"""Modules whose code decides the state (``tokens_key`` covers the tokenizer's alone)."""
_STATE_MAX_BYTES = 256_000_000
_ARRAY_NAMES = ("idf", "norm", "ids", "tfs", "starts", "ends")
"""The arrays of each BM25 index (``BM25Index.arrays``)."""


def bm25_text(chunk: StoredChunk) -> str:
    """Text the section BM25 index sees: title, section path and body ('' for a key)."""
    meta = chunk.metadata
    if meta.get("kind", "section") != "section":
        return ""
    return f"{meta.get('title', '')}\n{meta.get('section', '')}\n{chunk.text}"


def key_text(chunk: StoredChunk) -> str:
    """Text the question-key BM25 index sees: the question ('' for anything else)."""
    return chunk.text if chunk.metadata.get("kind") == "question" else ""


def section_parents(chunks: Sequence[StoredChunk]) -> list[int]:
    """Each record's section: itself for a section, -1 for a key whose section is gone."""
    pos = {c.id: i for i, c in enumerate(chunks)}
    return [pos.get(str(c.metadata.get("parent") or c.id), -1) for c in chunks]


def glossary_terms() -> list[str]:
    """Every glossary term, both languages, sorted: the retriever tokenizes them once."""
    return sorted({t for zh, en in GLOSSARY for t in (*zh, *en)})


def _texts(chunks: Sequence[StoredChunk]) -> list[str]:
    return [bm25_text(c) for c in chunks] + [key_text(c) for c in chunks] + glossary_terms()


@dataclass(frozen=True)
class LexicalState:
    """The BM25 indexes, the glossary terms' tokens and the sections' named entities."""

    chunks: list[StoredChunk]
    bm25: BM25Index
    """Sections (title, path and body); a key is an empty document."""
    bm25_keys: BM25Index
    """Curated question keys alone (questions against questions)."""
    term_tokens: dict[str, list[str]]
    entities: EntityMatcher | None
    """The matcher of named entities (None: no section gets an entity bonus)."""
    named: dict[int, set[str]]
    """Entities each section names, by record index (empty without an entity matcher)."""
    entity_idf: dict[str, float]
    """Each named entity's inverse document frequency over the sections, in [0, 1]."""


def derive_state(
    chunks: Sequence[StoredChunk],
    entities: EntityMatcher | None = None,
    token_cache: Path | None = None,
) -> LexicalState:
    """Build the state from ``chunks`` (``token_cache``: see ``tokenize_all``)."""
    chunks = list(chunks)
    n = len(chunks)
    # the glossary's terms too: an English question's expansion terms are Chinese, and
    # tokenizing them would load jieba (half a second) for that question alone
    terms = glossary_terms()
    tokens = tokenize_all(_texts(chunks), token_cache)
    named: dict[int, set[str]] = {}
    entity_idf: dict[str, float] = {}
    if entities:
        parent = section_parents(chunks)
        sections = [i for i, p in enumerate(parent) if p == i]
        named = {
            i: entities.find(f"{chunks[i].metadata.get('section', '')} {chunks[i].text}")
            for i in sections
        }
        counts: dict[str, int] = {}
        for found in named.values():
            for entity in found:
                counts[entity] = counts.get(entity, 0) + 1
        total = max(len(sections), 2)
        entity_idf = {e: math.log(total / c) / math.log(total) for e, c in counts.items()}
    return LexicalState(
        chunks=chunks,
        bm25=BM25Index(tokens[:n]),
        bm25_keys=BM25Index(tokens[n : 2 * n]),
        term_tokens=dict(zip(terms, tokens[2 * n :], strict=True)),
        entities=entities,
        named=named,
        entity_idf=entity_idf,
    )


def state_key(version: str, catalog: str) -> str:
    """What a saved state depends on: the index ``version``, the spec tables, the code, jieba.

    ``catalog`` is the digest of the files the entity spellings are read from
    (``catalog.snapshot.live_digest``).
    """
    h = hashlib.sha1(f"{_FORMAT}\x1e{version}\x1e{catalog}".encode())
    here = Path(__file__).parent
    for name in _CODE:
        h.update(b"\x1e")
        h.update((here / name).read_bytes())
    for package in ("jieba", "rank-bm25"):
        h.update(f"\x1e{package}={metadata.version(package)}".encode())
    return h.hexdigest()


def _blob(value: Any) -> np.ndarray:
    return np.frombuffer(json.dumps(value, ensure_ascii=False).encode("utf-8"), dtype=np.uint8)


def _json(array: np.ndarray) -> Any:
    return json.loads(array.tobytes().decode("utf-8"))


def save_state(path: Path, key: str, state: LexicalState) -> None:
    """Write ``state`` to ``path`` under ``key`` (temporary file, rename); failures are ignored.

    A read-only index folder only costs the next start the time to build the state again.
    """
    sections, section_arrays = state.bm25.arrays()
    keys, key_arrays = state.bm25_keys.arrays()
    texts = _texts(state.chunks)
    header = {
        "key": key,
        "chunks": [[c.id, c.text, c.metadata] for c in state.chunks],
        "bm25": sections,
        "bm25_keys": keys,
        "term_tokens": state.term_tokens,
        "entities": state.entities.table if state.entities is not None else None,
        "named": [[i, sorted(found)] for i, found in state.named.items()],
        "entity_idf": state.entity_idf,
        # the jieba words of every Chinese run: tokenizing these texts later needs no jieba
        "runs": runs_of(texts),
    }
    arrays: dict[str, Any] = {"key": _blob(key), "header": _blob(header)}
    arrays |= {f"bm25.{k}": v for k, v in section_arrays.items()}
    arrays |= {f"bm25_keys.{k}": v for k, v in key_arrays.items()}
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tmp.open("wb") as fh:
            np.savez(fh, **arrays)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()


def load_state(path: Path, key: str) -> LexicalState | None:
    """The state saved at ``path`` under ``key``; None when absent, for another key or damaged."""
    try:
        if path.stat().st_size > _STATE_MAX_BYTES:
            return None
        with np.load(path, allow_pickle=False) as saved:
            if _json(saved["key"]) != key:
                return None
            header = _json(saved["header"])
            if header["key"] != key:
                return None
            section_arrays = {k: saved[f"bm25.{k}"] for k in _ARRAY_NAMES}
            key_arrays = {k: saved[f"bm25_keys.{k}"] for k in _ARRAY_NAMES}
        table = header["entities"]
        state = LexicalState(
            chunks=[StoredChunk(id=c, text=t, metadata=m) for c, t, m in header["chunks"]],
            bm25=BM25Index.from_arrays(header["bm25"], section_arrays),
            bm25_keys=BM25Index.from_arrays(header["bm25_keys"], key_arrays),
            term_tokens={t: list(v) for t, v in header["term_tokens"].items()},
            entities=EntityMatcher(table) if table is not None else None,
            named={int(i): set(found) for i, found in header["named"]},
            entity_idf={e: float(v) for e, v in header["entity_idf"].items()},
        )
        remember_runs(header["runs"])
        return state
    except (OSError, ValueError, KeyError, TypeError, IndexError, EOFError, zipfile.BadZipFile):
        return None
