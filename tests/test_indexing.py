"""Indexing: chunking, spec passages, incremental and crash-safe ingestion (fake embedder)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner

from assistant.catalog.guides import parse_guide
from assistant.catalog.specs import load_table
from assistant.config import PROJECT_ROOT
from assistant.errors import CatalogError, IndexUnavailable
from assistant.models import GPU
from assistant.rag import retrieval
from assistant.rag.embedding import WordLengthEmbedder
from assistant.rag.passages import gpu_passages
from assistant.rag.retrieval import open_retriever
from assistant.rag.store import POINTER_FILE, open_store
from ingest import chunking
from ingest import pipeline as indexing
from ingest.chunking import chunk_guide, collect_chunks
from ingest.pipeline import ingest
from tests.kb_helpers import FailingEmbedder, make_knowledge, settings_for, write_guide


@pytest.fixture
def kb(tmp_path):
    make_knowledge(tmp_path / "knowledge")
    return tmp_path


def _ingest(kb, embedder=None, **kw):
    return ingest(
        settings=settings_for(kb), embedder=embedder or WordLengthEmbedder(), progress=False, **kw
    )


# --------------------------------------------------------------------------- chunking


def test_chunks_keep_section_path_source_anchor_and_scalar_metadata(kb):
    guide = parse_guide(kb / "knowledge" / "guides" / "en" / "spot-billing.md")
    chunks = chunk_guide(guide)
    assert [c.section for c in chunks] == ["Spot discounts", "Checkpointing"]
    assert chunks[0].source == "guides/en/spot-billing.md#spot-discounts"
    assert chunks[0].text.startswith("# Spot instances and billing\n## Spot discounts")
    assert chunks[0].embed_text.startswith("Spot instances and billing > Spot discounts\n\n")
    meta = chunks[1].metadata()
    assert set(meta) == {
        "chunk_id",
        "doc_id",
        "lang",
        "title",
        "section",
        "doc_type",
        "topics",
        "source",
        "updated",
        "kind",
        "parent",
    }
    assert meta["kind"] == "section" and meta["parent"] == ""
    assert all(isinstance(v, str) for v in meta.values())
    assert meta["topics"] == "billing,spot" and meta["updated"] == "2026-11-29"
    assert meta["doc_type"] == "guide" and meta["doc_id"] == "spot-billing"


def test_chunk_ids_are_content_hashes(kb):
    path = kb / "knowledge" / "guides" / "en" / "spot-billing.md"
    first = [c.chunk_id for c in chunk_guide(parse_guide(path))]
    assert first == [c.chunk_id for c in chunk_guide(parse_guide(path))]
    write_guide(kb / "knowledge", "spot-billing", "en", b2="Checkpoint every 10 minutes.")
    second = [c.chunk_id for c in chunk_guide(parse_guide(path))]
    assert second[0] == first[0] and second[1] != first[1]


def test_long_sections_stay_whole_with_piece_keys_pointing_at_them(kb):
    long_body = " ".join(f"Sentence {i} about spot pricing and checkpoints." for i in range(120))
    write_guide(kb / "knowledge", "spot-billing", "en", b1=long_body)
    chunks = chunk_guide(parse_guide(kb / "knowledge" / "guides" / "en" / "spot-billing.md"))
    spot = [c for c in chunks if c.section == "Spot discounts"]
    whole = [c for c in spot if c.kind == "section"]
    pieces = [c for c in spot if c.kind == "piece"]
    assert len(whole) == 1 and "Sentence 0 " in whole[0].text and "Sentence 119 " in whole[0].text
    assert len(pieces) >= 4
    assert all(len(c.text) <= chunking.CHUNK_CHARS["en"] for c in pieces)
    assert {c.parent for c in pieces} == {whole[0].chunk_id}
    assert len({c.chunk_id for c in chunks}) == len(chunks)


def test_real_guides_chunk_into_sections():
    guide = parse_guide(PROJECT_ROOT / "knowledge" / "guides" / "zh" / "memory-math.md")
    chunks = chunk_guide(guide)
    assert len(chunks) >= 5
    assert all(c.lang == "zh" and c.source.startswith("guides/zh/memory-math.md#") for c in chunks)


def test_gpu_passages_carry_key_numbers_in_both_languages():
    gpus = load_table(PROJECT_ROOT / "knowledge" / "specs" / "gpus.yaml", "gpus", GPU)
    passages = gpu_passages([g for g in gpus if g.id == "h100-sxm"])
    en, zh = passages
    assert (en.lang, zh.lang) == ("en", "zh")
    assert en.doc_id == zh.doc_id == "gpu-h100-sxm" and en.doc_type == "spec"
    assert en.source == "specs/gpus.yaml#h100-sxm"
    assert en.text.startswith(
        "H100 SXM5 80GB: 80 GB HBM3, 3.35 TB/s memory bandwidth, "
        "989 dense BF16 TFLOPS, 1,979 dense FP8 TFLOPS"
    )
    assert "NVLink" in en.text and "900 GB/s" in en.text
    assert "80 GB HBM3 显存" in zh.text and "3.35 TB/s" in zh.text and "989 TFLOPS" in zh.text
    assert "Source: " in en.text and "来源：" in zh.text


def test_collect_chunks_counts_guides_and_gpus(kb):
    chunks = collect_chunks(kb / "knowledge")
    gpus = load_table(kb / "knowledge" / "specs" / "gpus.yaml", "gpus", GPU)
    assert sum(c.doc_type == "spec" for c in chunks) == 2 * len(gpus)
    assert sum(c.doc_type == "guide" for c in chunks) == 8  # 2 guides x 2 languages x 2 sections


# --------------------------------------------------------------------------- ingestion


def test_first_ingest_embeds_everything_and_serves(kb):
    emb = WordLengthEmbedder()
    report = _ingest(kb, emb)
    assert report.embedded == report.chunks == emb.calls > 8
    assert report.reused == 0 and not report.skipped
    store = open_store(settings_for(kb))
    pointer, why = store.status()
    assert why == "" and pointer.count == report.chunks
    assert store.versions() == [report.collection]
    assert json.loads((kb / "index" / POINTER_FILE).read_text())["collection"] == report.collection
    coll = store.collection(report.collection)
    assert coll.configuration["hnsw"]["space"] == "cosine"


def test_second_ingest_without_changes_embeds_nothing(kb):
    first = _ingest(kb)
    emb = WordLengthEmbedder()
    second = _ingest(kb, emb)
    assert second.skipped and second.embedded == 0 and emb.calls == 0
    assert second.collection == first.collection


def test_editing_one_guide_reembeds_only_its_changed_chunks(kb):
    first = _ingest(kb)
    write_guide(kb / "knowledge", "vram-basics", "zh", zh_b2="显存带宽决定解码速度。")
    emb = WordLengthEmbedder()
    second = _ingest(kb, emb)
    assert second.embedded == emb.calls == 1
    assert second.reused == first.chunks - 1 and second.removed == 1
    assert second.collection != first.collection
    assert open_store(settings_for(kb)).versions() == [second.collection]


def test_removed_documents_disappear(kb):
    first = _ingest(kb)
    for lang in ("en", "zh"):
        (kb / "knowledge" / "guides" / lang / "spot-billing.md").unlink()
    second = _ingest(kb)
    assert second.chunks == first.chunks - 4 and second.removed == 4 and second.embedded == 0
    r = open_retriever(settings_for(kb), WordLengthEmbedder())
    assert "spot-billing" not in {c.metadata["doc_id"] for c in r.chunks}


def test_failure_mid_ingest_leaves_the_old_version_answering(kb):
    first = _ingest(kb)
    before = open_retriever(settings_for(kb), WordLengthEmbedder()).retrieve("spot", "en", 3)
    for doc in ("spot-billing", "vram-basics"):
        write_guide(
            kb / "knowledge",
            doc,
            "en",
            b1="Completely new text number one.",
            b2="Completely new text number two.",
        )
    with pytest.raises(RuntimeError, match="injected"):
        _ingest(kb, FailingEmbedder(fail_after=2))
    store = open_store(settings_for(kb))
    pointer, _ = store.status()
    assert pointer.collection == first.collection and pointer.count == first.chunks
    assert store.versions() == [first.collection]  # the half-built version was dropped
    after = open_retriever(settings_for(kb), WordLengthEmbedder())
    assert len(after) == first.chunks
    assert [p.chunk_id for p in after.retrieve("spot", "en", 3)] == [p.chunk_id for p in before]


def test_malformed_guide_fails_before_anything_is_written(kb):
    first = _ingest(kb)
    pointer_before = (kb / "index" / POINTER_FILE).read_text()
    path = kb / "knowledge" / "guides" / "zh" / "vram-basics.md"
    path.write_text(
        path.read_text(encoding="utf-8").replace("lang: zh", "lang zh"), encoding="utf-8"
    )
    emb = WordLengthEmbedder()
    with pytest.raises(CatalogError) as err:
        _ingest(kb, emb)
    assert f"{path}:" in str(err.value)
    assert emb.calls == 0
    assert (kb / "index" / POINTER_FILE).read_text() == pointer_before
    assert open_store(settings_for(kb)).versions() == [first.collection]


def test_malformed_spec_yaml_names_file_and_line(kb):
    _ingest(kb)
    gpus = kb / "knowledge" / "specs" / "gpus.yaml"
    text = gpus.read_text(encoding="utf-8").replace("memory_gb: 80\n", "memory_gb: -80\n", 1)
    gpus.write_text(text, encoding="utf-8")
    with pytest.raises(CatalogError, match=r"specs/gpus\.yaml:\d+: entry .*invalid: memory_gb"):
        _ingest(kb)


def test_malformed_uncatalogued_row_names_file_and_line(kb):
    listed = kb / "knowledge" / "specs" / "uncatalogued.yaml"
    shutil.copy2(PROJECT_ROOT / "knowledge" / "specs" / listed.name, listed)
    first = _ingest(kb)
    text = listed.read_text(encoding="utf-8").replace("params_b: 12\n", "params_b: -12\n", 1)
    listed.write_text(text, encoding="utf-8")
    with pytest.raises(CatalogError, match=r"uncatalogued\.yaml:\d+: entry .*invalid: params_b"):
        _ingest(kb)
    assert open_store(settings_for(kb)).versions() == [first.collection]


def test_if_missing_builds_once(kb):
    first = _ingest(kb, if_missing=True)
    assert not first.skipped and first.embedded == first.chunks
    write_guide(kb / "knowledge", "vram-basics", "en", b1="Changed, but if-missing ignores it.")
    again = _ingest(kb, if_missing=True)
    assert again.skipped and again.reason == "a complete index exists"
    assert again.collection == first.collection


def test_missing_or_corrupt_index_is_reported_clearly(kb):
    with pytest.raises(IndexUnavailable, match="no index in .*run `gpu-advisor ingest`"):
        open_retriever(settings_for(kb), WordLengthEmbedder())
    _ingest(kb)
    (kb / "index" / POINTER_FILE).write_text("{not json", encoding="utf-8")
    with pytest.raises(IndexUnavailable, match="pointer .* is corrupt"):
        open_retriever(settings_for(kb), WordLengthEmbedder())
    rebuilt = _ingest(kb)  # a corrupt pointer is rebuilt from scratch
    assert rebuilt.embedded == rebuilt.chunks
    assert len(open_retriever(settings_for(kb), WordLengthEmbedder())) == rebuilt.chunks


def test_index_built_by_another_embedder_is_refused(kb):
    _ingest(kb)
    with pytest.raises(IndexUnavailable, match="built with embedder 'word-length-16'"):
        open_retriever(settings_for(kb), WordLengthEmbedder(dim=8))


# --------------------------------------------------------------------------- kill -9

_CHILD = """
import sys, time
from pathlib import Path
from assistant.rag.embedding import WordLengthEmbedder
from ingest.pipeline import ingest
from tests.kb_helpers import settings_for

class Hang(WordLengthEmbedder):
    def embed_documents(self, texts):
        Path(sys.argv[2]).write_text("embedding")
        time.sleep(600)

embedder = Hang() if sys.argv[3] == "hang" else WordLengthEmbedder()
ingest(settings=settings_for(Path(sys.argv[1])), embedder=embedder, progress=False)
"""


def _child(kb, marker, mode):
    env = {**os.environ, "PYTHONPATH": str(PROJECT_ROOT)}
    return subprocess.Popen(
        [sys.executable, "-c", _CHILD, str(kb), str(marker), mode], cwd=PROJECT_ROOT, env=env
    )


@pytest.mark.slow
def test_kill_9_mid_ingest_leaves_the_old_version(kb):
    marker = kb / "marker"
    assert _child(kb, marker, "ok").wait(timeout=120) == 0
    pointer_before = json.loads((kb / "index" / POINTER_FILE).read_text())
    write_guide(kb / "knowledge", "spot-billing", "en", b1="Brand new text for the new version.")
    proc = _child(kb, marker, "hang")
    deadline = time.monotonic() + 120
    while not marker.exists():
        assert proc.poll() is None and time.monotonic() < deadline
        time.sleep(0.1)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    assert json.loads((kb / "index" / POINTER_FILE).read_text()) == pointer_before
    store = open_store(settings_for(kb))
    assert len(store.versions()) == 2  # the serving one and the half-built one
    r = open_retriever(settings_for(kb), WordLengthEmbedder())
    assert len(r) == pointer_before["count"]
    hits = r.retrieve("spot discounts", "en", 3, doc_type="guide")
    assert "Spot instances cost 60 to 90 percent less" in "".join(p.text for p in hits)
    report = _ingest(kb)  # the next ingest drops the leftover and publishes
    assert report.embedded == 1
    assert open_store(settings_for(kb)).versions() == [report.collection]


# --------------------------------------------------------------------------- CLI


@pytest.fixture
def cli_env(kb, monkeypatch):
    for key, value in {
        "GPU_ADVISOR_KNOWLEDGE": kb / "knowledge",
        "GPU_ADVISOR_INDEX": kb / "index",
        "GPU_ADVISOR_DATA": kb / "data",
    }.items():
        monkeypatch.setenv(key, str(value))
    fake = WordLengthEmbedder()
    monkeypatch.setattr(indexing, "get_embedder", lambda: fake)
    monkeypatch.setattr(indexing.MiniLMEmbedder, "name", fake.name)
    monkeypatch.setattr(retrieval, "query_embedder", lambda _folder: fake)
    monkeypatch.setattr(indexing, "ensure_query_encoder", lambda _folder: None)
    retrieval.get_retriever.cache_clear()
    yield kb
    retrieval.get_retriever.cache_clear()


def test_cli_ingest_and_search(cli_env):
    from assistant.cli import main

    runner = CliRunner()
    out = runner.invoke(main, ["ingest", "--json"])
    assert out.exit_code == 0, out.output
    report = json.loads(out.output)
    assert report["embedded"] == report["chunks"] > 8
    out = runner.invoke(main, ["ingest"])
    assert out.exit_code == 0 and out.output.startswith("index already up to date:")
    out = runner.invoke(main, ["search", "抢占式实例 折扣", "--json", "--k", "3"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["lang"] == "zh" and len(data["passages"]) == 3
    top = data["passages"][0]
    assert top["doc_id"] == "spot-billing" and top["lang"] == "zh" and top["bm25_rank"] == 1
    out = runner.invoke(main, ["search", "spot discounts", "--doc-type", "spec"])
    assert out.exit_code == 0 and "spot-billing" not in out.output
    assert "dense #" in out.output and "specs/gpus.yaml#" in out.output


def test_cli_search_without_index_exits_2(cli_env):
    from assistant.cli import main

    out = CliRunner().invoke(main, ["search", "vram"])
    assert out.exit_code == 2 and "run `gpu-advisor ingest`" in out.output


def test_python_m_ingest_help():
    out = subprocess.run(
        [sys.executable, "-m", "ingest", "--help"],
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0 and "--if-missing" in out.stdout


def test_offer_passages_carry_prices_dates_and_sources():
    from assistant.catalog.offers import CloudOffer
    from assistant.rag.passages import offer_passages

    offers = load_table(
        PROJECT_ROOT / "knowledge" / "specs" / "offerings.yaml", "offerings", CloudOffer
    )
    offer = next(o for o in offers if o.on_demand_per_hour is not None)
    en, zh = offer_passages([offer])
    assert en.doc_id == zh.doc_id == f"offer-{offer.id}" and en.doc_type == "spec"
    assert en.source == f"specs/offerings.yaml#{offer.id}"
    assert f"on-demand {offer.on_demand_per_hour} {offer.currency}/hour" in en.text
    assert f"按量 {offer.on_demand_per_hour} {offer.currency}/小时" in zh.text
    assert f"as of {offer.as_of}" in en.text and en.updated == offer.as_of.isoformat()
    assert offer.source in en.text and offer.source in zh.text


def test_real_knowledge_collects_guides_gpus_and_offers():
    chunks = collect_chunks(PROJECT_ROOT / "knowledge")
    kinds = {c.doc_id.split("-")[0] for c in chunks if c.doc_type == "spec"}
    assert kinds == {"gpu", "offer"}
    assert len({c.chunk_id for c in chunks}) == len(chunks)


def test_if_missing_rebuilds_an_index_made_by_another_embedder(kb):
    _ingest(kb)
    other = WordLengthEmbedder(dim=8)
    report = _ingest(kb, other, if_missing=True)
    assert not report.skipped and report.embedded == report.chunks == other.calls
    assert len(open_retriever(settings_for(kb), WordLengthEmbedder(dim=8))) == report.chunks


def test_a_second_ingest_at_the_same_time_is_refused(tmp_path):
    from assistant.errors import IndexUnavailable
    from ingest.lock import ingest_lock

    with ingest_lock(tmp_path), pytest.raises(IndexUnavailable, match="another ingest"):
        with ingest_lock(tmp_path):
            pass
    with ingest_lock(tmp_path):  # released on exit: the next ingest may run
        pass
