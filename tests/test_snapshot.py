"""The last good catalog: ingest saves it, a broken edit serves from it with a warning.

Before: one bad spec or user file stopped every answer, even "what is NVLink?", and a
duplicate ``memory_gb`` on the RTX 4090 was read as 82.8 GB ("70B int4 on one 4090? Yes").
"""

from __future__ import annotations

import json
import re
import shutil
import sqlite3
from datetime import date
from pathlib import Path

import pytest

from assistant.advisor import build_advisor
from assistant.advisor_snapshot import SnapshotAdvisor
from assistant.catalog import snapshot
from assistant.catalog.offers import load_price_book
from assistant.catalog.snapshot import (
    SNAPSHOT_FILE,
    live_digest,
    load_live,
    read_snapshot,
    save_snapshot,
    serving_inputs,
)
from assistant.catalog.specs import load_catalog
from assistant.errors import CatalogError
from assistant.rag.embedding import WordLengthEmbedder
from assistant.rag.store import open_store
from ingest.memory import in_memory_advisor
from ingest.pipeline import ingest
from tests.kb_helpers import make_knowledge, settings_for, write_guide

ROOT = Path(__file__).resolve().parent.parent
SPECS = ROOT / "knowledge" / "specs"


def _full_kb(tmp_path: Path) -> Path:
    """A small knowledge folder (two guides) with every real spec table."""
    kb = make_knowledge(tmp_path / "knowledge")
    for table in SPECS.glob("*.yaml"):
        shutil.copy(table, kb / "specs" / table.name)
    return kb


def _break_rtx_4090(kb: Path) -> str:
    """Give the RTX 4090 a first ``memory_gb`` of 82.8; return the error's start."""
    gpus = kb / "specs" / "gpus.yaml"
    lines = gpus.read_text(encoding="utf-8").split("\n")
    row = lines.index("  - id: rtx-4090")
    lines.insert(row + 1, "    memory_gb: 82.8")
    gpus.write_text("\n".join(lines), encoding="utf-8")
    dup = next(i for i in range(row + 2, len(lines)) if lines[i].startswith("    memory_gb:"))
    return f"gpus.yaml:{dup + 1}: duplicate key 'memory_gb' (first at line {row + 2})"


def test_broken_spec_serves_the_last_good_catalog_with_the_fault_named(tmp_path: Path) -> None:
    kb = _full_kb(tmp_path)
    settings = settings_for(tmp_path)
    save_snapshot(settings, load_live(settings))
    fault = _break_rtx_4090(kb)
    inputs = serving_inputs(settings)
    assert inputs.catalog.gpus["rtx-4090"].memory_gb == 24.0  # the datasheet figure, not 82.8
    assert inputs.warning is not None
    en, zh = inputs.warning.render("en"), inputs.warning.render("zh")
    assert fault in en
    assert "last successful ingest" in en and "上次成功导入" in zh
    assert len(inputs.prices.offers) == 103 and inputs.tco.servers


def test_a_sound_live_catalog_is_read_live_without_a_warning(tmp_path: Path) -> None:
    _full_kb(tmp_path)
    settings = settings_for(tmp_path)
    assert serving_inputs(settings).warning is None
    assert read_snapshot(settings) is None  # nothing saved until an ingest


def test_no_snapshot_means_the_broken_file_is_the_error(tmp_path: Path) -> None:
    kb = _full_kb(tmp_path)
    fault = _break_rtx_4090(kb)
    with pytest.raises(CatalogError, match=re.escape(fault)):
        build_advisor(settings_for(tmp_path))


def test_answers_from_the_snapshot_state_the_warning_first(tmp_path: Path) -> None:
    kb = _full_kb(tmp_path)
    settings = settings_for(tmp_path)
    save_snapshot(settings, load_live(settings))
    _break_rtx_4090(kb)
    inputs = serving_inputs(settings)
    retriever = in_memory_advisor(ROOT / "knowledge").retriever
    advisor = SnapshotAdvisor(inputs, retriever, date(2026, 12, 1))
    concept = advisor.ask("what is NVLink?")
    assert concept.answer.strip() and concept.assumptions[0] == inputs.warning
    fit = advisor.ask("can I run a 70B model in int4 on one RTX 4090?")
    # 70e9 parameters x 0.5 bytes = 35 GB of weights alone, over the 24 GB card
    assert fit.verdict == "no" and fit.assumptions[0] == inputs.warning
    zh = advisor.ask("什么是NVLink？")
    assert zh.assumptions[0].render("zh").startswith("规格或价格文件有错误")


def test_ingest_reports_a_bad_user_file_and_writes_nothing(tmp_path: Path) -> None:
    _full_kb(tmp_path)
    settings = settings_for(tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "prices.yaml").write_text("offerings:\n  - id: x\n", encoding="utf-8")
    with pytest.raises(CatalogError, match=r"prices.yaml:2: entry 'x' \(line 2\) is invalid"):
        ingest(settings=settings, embedder=WordLengthEmbedder(), progress=False)
    index = tmp_path / "index"  # the ingest lock may be there, nothing else
    assert not (index / "CURRENT.json").exists() and not (index / "chroma.sqlite3").exists()
    assert not (index / SNAPSHOT_FILE).exists()


def test_ingest_saves_the_snapshot_and_removes_old_vector_folders(tmp_path: Path) -> None:
    kb = _full_kb(tmp_path)
    settings = settings_for(tmp_path)
    emb = WordLengthEmbedder()
    ingest(settings=settings, embedder=emb, progress=False)
    snap = read_snapshot(settings)
    catalog = load_catalog(kb / "specs")
    prices = load_price_book(kb / "specs", known_gpu_ids=set(catalog.gpus))
    # the snapshot holds every validated row: the same counts as loading the files
    assert snap is not None and len(snap.gpus) == len(catalog.gpus) >= 100
    assert len(snap.prices.offers) == len(prices.offers) >= 103
    assert (tmp_path / "index" / SNAPSHOT_FILE).is_file()
    store = open_store(settings)
    first = store.read_pointer()
    assert first is not None
    store.vectors(first.collection)  # a query persists the vector folder to disk
    for version in range(2):
        write_guide(kb, "vram-basics", "en", b1=f"VRAM holds weights, version {version}.")
        ingest(settings=settings, embedder=emb, progress=False)
        store.vectors(store.read_pointer().collection)  # type: ignore[union-attr]
    folders = [p.name for p in (tmp_path / "index").iterdir() if p.is_dir() and "-" in p.name]
    with sqlite3.connect(tmp_path / "index" / "chroma.sqlite3") as db:
        live = {row[0] for row in db.execute("SELECT id FROM segments")}
    assert set(folders) <= live  # every folder left belongs to a live segment
    assert len(store.versions()) == 1


# --------------------------------------------------------------------------- unchanged files


def _no_live_read(*_args: object, **_kw: object) -> None:
    raise AssertionError("the live files were read")


def test_unchanged_live_files_are_served_from_the_snapshot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _full_kb(tmp_path)
    settings = settings_for(tmp_path)
    live = load_live(settings)
    save_snapshot(settings, live)
    monkeypatch.setattr(snapshot, "read_catalog", _no_live_read)
    monkeypatch.setattr(snapshot, "load_price_book", _no_live_read)
    served = serving_inputs(settings)
    assert served.warning is None and served.source == live.source == live_digest(settings)
    # the same tables as reading the files: every row, workloads included
    assert served.catalog == live.catalog and len(served.catalog.workloads) >= 20
    assert "flux2-dev" in served.catalog.uncatalogued  # models said not covered, too
    assert served.catalog.gpus["rtx-4090"].memory_gb == 24.0
    assert served.prices == live.prices and served.tco == live.tco


def test_an_edited_spec_or_user_file_is_read_live_on_the_next_ask(tmp_path: Path) -> None:
    kb = _full_kb(tmp_path)
    settings = settings_for(tmp_path)
    save_snapshot(settings, load_live(settings))
    gpus = kb / "specs" / "gpus.yaml"
    text = gpus.read_text(encoding="utf-8")
    assert text.count("    tdp_w: 450\n") >= 1
    row = text.index("  - id: rtx-4090")
    at = text.index("    tdp_w: 450\n", row)
    gpus.write_text(text[:at] + "    tdp_w: 455\n" + text[at + 15 :], encoding="utf-8")
    served = serving_inputs(settings)
    assert served.warning is None and served.catalog.gpus["rtx-4090"].tdp_w == 455
    (tmp_path / "data").mkdir()
    user_models = tmp_path / "data" / "models.yaml"
    models = (SPECS / "models.yaml").read_text(encoding="utf-8")
    row = models[models.index("  - id: llama-3-8b") : models.index("  - id: llama-3-70b")]
    user_models.write_text(
        "models:\n"
        + row.replace("id: llama-3-8b", "id: my-8b").replace("aliases: [", "aliases: [My 8B, "),
        encoding="utf-8",
    )
    assert "my-8b" in serving_inputs(settings).catalog.models


def test_a_snapshot_from_before_workloads_is_not_taken_for_the_live_files(tmp_path: Path) -> None:
    _full_kb(tmp_path)
    settings = settings_for(tmp_path)
    live = load_live(settings)
    path = save_snapshot(settings, live)
    old = json.loads(path.read_text(encoding="utf-8"))
    del old["workloads"], old["source"]
    path.write_text(json.dumps(old), encoding="utf-8")
    served = serving_inputs(settings)
    assert served.warning is None and served.catalog == live.catalog


def test_the_last_good_snapshot_keeps_the_workloads(tmp_path: Path) -> None:
    kb = _full_kb(tmp_path)
    settings = settings_for(tmp_path)
    save_snapshot(settings, load_live(settings))
    _break_rtx_4090(kb)
    inputs = serving_inputs(settings)
    assert inputs.warning is not None and inputs.source == ""
    assert inputs.catalog.workloads == load_live(settings_for(ROOT)).catalog.workloads
