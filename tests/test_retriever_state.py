"""The retriever's derived state, kept beside the index (issue 27: every cold ``ask`` rebuilt it).

A second open reads it back and retrieves exactly what a fresh build does; an ingest that changes
a guide, or an edit to a spec's spellings, is seen on the next open; a damaged copy is rebuilt.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from assistant.catalog.snapshot import live_digest
from assistant.config import PROJECT_ROOT
from assistant.rag import retrieval
from assistant.rag.embedding import WordLengthEmbedder
from assistant.rag.lexical_state import STATE_FILE, load_state, state_key
from assistant.rag.retrieval import ServingRetriever, open_retriever
from assistant.rag.store import (
    POINTER_FILE,
    ChromaDense,
    DirectDense,
    Pointer,
    open_direct,
    open_store,
)
from ingest.pipeline import ingest
from tests.kb_helpers import make_knowledge, settings_for, write_guide

QUERIES = ["spot discounts", "显存带宽", "how often should I checkpoint?", "RTX 3060 VRAM"]


@pytest.fixture
def kb(tmp_path):
    """A small knowledge folder with the real catalog, so sections name entities."""
    make_knowledge(tmp_path / "knowledge")
    for name in ("models.yaml", "workloads.yaml"):
        shutil.copy(PROJECT_ROOT / "knowledge" / "specs" / name, tmp_path / "knowledge" / "specs")
    ingest(settings=settings_for(tmp_path), embedder=WordLengthEmbedder(), progress=False)
    return tmp_path


def _open(kb):
    return open_retriever(settings_for(kb), WordLengthEmbedder())


def _answers(retriever):
    return [[p.model_dump() for p in retriever.retrieve(q, k=4)] for q in QUERIES]


def test_a_second_open_reads_the_state_back_and_retrieves_the_same(kb, monkeypatch):
    first = _open(kb)
    assert (kb / "index" / STATE_FILE).is_file()
    assert first._named and first._entity_idf  # the real catalog names entities here

    def rebuilt(*_args: object, **_kw: object) -> None:
        raise AssertionError("the state or the entities were built again")

    monkeypatch.setattr(retrieval, "derive_state", rebuilt)
    monkeypatch.setattr(retrieval, "catalog_entities", rebuilt)  # no spec table is parsed
    again = _open(kb)
    assert [(c.id, c.text, c.metadata) for c in again.chunks] == [
        (c.id, c.text, c.metadata) for c in first.chunks
    ]
    assert again._named == first._named and again._entity_idf == first._entity_idf
    assert again.entities is not None and first.entities is not None
    assert again.entities.table == first.entities.table
    assert again._term_tokens == first._term_tokens
    assert _answers(again) == _answers(first)


def test_ingest_saves_the_state_so_the_first_open_builds_nothing(kb, monkeypatch):
    assert (kb / "index" / STATE_FILE).is_file()  # the fixture ingested

    def rebuilt(*_args: object, **_kw: object) -> None:
        raise AssertionError("the state was built at the first open")

    monkeypatch.setattr(retrieval, "derive_state", rebuilt)
    assert _answers(_open(kb))


def test_an_edited_guide_is_seen_on_the_next_open(kb):
    before = _open(kb)
    write_guide(kb / "knowledge", "spot-billing", "en", b2="Grace periods run two minutes on AWS.")
    ingest(settings=settings_for(kb), embedder=WordLengthEmbedder(), progress=False)
    after = _open(kb)
    texts = [c.text for c in after.chunks]
    assert any("Grace periods run two minutes" in t for t in texts)
    assert not any("Save a checkpoint every 30 minutes" in t for t in texts)
    assert len(after.chunks) == len(before.chunks)
    lexical = [p for p in after.retrieve("grace periods", lang="en", k=3) if p.bm25_rank == 1]
    assert len(lexical) == 1 and "Grace periods" in lexical[0].text


def test_an_edited_spec_spelling_is_seen_on_the_next_open_without_an_ingest(kb):
    before = _open(kb)
    checkpointing = next(
        i for i, c in enumerate(before.chunks) if c.metadata.get("section") == "Checkpointing"
    )
    assert "gpu:rtx-3060" not in before._named[checkpointing]
    gpus = kb / "knowledge" / "specs" / "gpus.yaml"
    text = gpus.read_text(encoding="utf-8")
    spelled = "aliases: ['3060', RTX3060,"
    assert text.count(spelled) == 1
    gpus.write_text(text.replace(spelled, "aliases: ['3060', Checkpointing, RTX3060,"), "utf-8")
    after = _open(kb)
    assert "gpu:rtx-3060" in after._named[checkpointing]
    assert after.entities is not None and after.entities.find("checkpointing") == {"gpu:rtx-3060"}


def test_a_damaged_or_foreign_state_is_rebuilt(kb):
    first = _open(kb)
    saved = kb / "index" / STATE_FILE
    pointer = Pointer.model_validate_json((kb / "index" / POINTER_FILE).read_text("utf-8"))
    key = state_key(pointer.model_dump_json(), live_digest(settings_for(kb)))
    assert load_state(saved, "another index") is None
    saved.write_bytes(b"PK\x03\x04 not really a zip file")
    assert load_state(saved, key) is None
    again = _open(kb)
    assert _answers(again) == _answers(first)
    assert saved.stat().st_size > 1000  # written anew


def test_an_unwritable_index_folder_only_costs_time(kb, monkeypatch):
    first = _answers(_open(kb))
    (kb / "index" / STATE_FILE).unlink()
    blocker = kb / "not-a-folder"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setattr(retrieval, "lock_dir", lambda _settings: blocker / "index")
    assert _answers(_open(kb)) == first
    assert blocker.read_text(encoding="utf-8").startswith("a file")


def test_the_key_is_the_same_in_every_process():
    # sets iterate in a per-process order (PYTHONHASHSEED); the key must not depend on one
    code = (
        "from assistant.config import get_settings\n"
        "from assistant.catalog.snapshot import live_digest\n"
        "from assistant.rag.lexical_state import state_key\n"
        "print(state_key('v1', live_digest(get_settings())))\n"
    )
    keys = {
        subprocess.run(
            [sys.executable, "-c", code],
            cwd=PROJECT_ROOT,
            env={"PYTHONHASHSEED": seed, "PYTHONPATH": str(PROJECT_ROOT), "PATH": "/usr/bin:/bin"},
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        for seed in ("1", "2", "3")
    }
    assert len(keys) == 1 and len(keys.pop()) == 40


# --------------------------------------------------------------------------- no chromadb client


def test_direct_search_is_the_clients_search(kb):
    settings = settings_for(kb)
    opened = open_direct(settings)
    assert opened is not None
    pointer, direct = opened
    store = open_store(settings)
    assert store.status()[0] == pointer
    client = ChromaDense(store.collection(pointer.collection))
    records = store.records(pointer.collection)
    guides = [r.id for r in records if r.metadata["doc_type"] == "guide"]
    embedder = WordLengthEmbedder()
    n = len(records)  # all of them: the fake embedder's many equal vectors tie in any order

    def ranked(hits: list[tuple[str, float]]) -> list[tuple[str, float]]:
        return sorted(hits, key=lambda hit: (-hit[1], hit[0]))

    for query in QUERIES:
        vector = embedder.embed_query(query)
        for allowed, doc_type in ((None, None), (guides, "guide"), (guides[:3], None), ([], None)):
            got = direct.search(vector, n, allowed, doc_type)
            want = client.search(vector, n, allowed, doc_type)
            assert [s for _, s in got] == [s for _, s in want]  # best first, the same scores
            assert ranked(got) == ranked(want)
            assert len(got) == len(records if allowed is None else allowed)


def test_a_cold_open_of_an_embedded_index_imports_no_chromadb_client(kb):
    _open(kb)  # the state is saved
    code = (
        "import sys\n"
        "from assistant.rag.embedding import WordLengthEmbedder\n"
        "from assistant.rag.retrieval import open_retriever\n"
        "from tests.kb_helpers import settings_for\n"
        f"settings = settings_for(__import__('pathlib').Path({str(kb)!r}))\n"
        "r = open_retriever(settings, WordLengthEmbedder())\n"
        "assert r.retrieve('spot discounts', k=2)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'chromadb'))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code],
        cwd=PROJECT_ROOT,
        env={**os.environ, "PYTHONPATH": str(PROJECT_ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "[]"


def test_a_long_lived_retriever_moves_to_the_version_an_ingest_publishes(kb):
    serving = ServingRetriever(settings_for(kb), WordLengthEmbedder())
    first = serving.current
    assert isinstance(first.dense, DirectDense)
    write_guide(kb / "knowledge", "spot-billing", "en", b1="Spot prices now fall 50 to 70 percent.")
    ingest(settings=settings_for(kb), embedder=WordLengthEmbedder(), progress=False)
    hits = serving.retrieve("spot prices fall", lang="en", k=3)  # the old collection is gone
    assert serving.current is not first
    assert any("50 to 70 percent" in h.text for h in hits)
