"""Curated question keys: validated before anything is written, indexed as keys of one section."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from assistant.catalog.guides import load_guides
from assistant.config import PROJECT_ROOT
from assistant.errors import CatalogError
from assistant.rag.embedding import WordLengthEmbedder
from assistant.rag.retrieval import open_retriever
from assistant.rag.store import open_store
from ingest.chunking import collect_chunks
from ingest.pipeline import ingest
from ingest.questions import headings
from tests.kb_helpers import make_knowledge, settings_for

KNOWLEDGE = PROJECT_ROOT / "knowledge"


@pytest.fixture
def kb(tmp_path):
    make_knowledge(tmp_path / "knowledge")
    return tmp_path


def _write(kb: Path, lang: str, doc: str, text: str) -> Path:
    path = kb / "knowledge" / "questions" / lang / f"{doc}.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _ingest(kb):
    return ingest(settings=settings_for(kb), embedder=WordLengthEmbedder(), progress=False)


def test_question_keys_point_at_their_section_and_retrieval_returns_the_section(kb):
    _write(
        kb, "en", "spot-billing", "Checkpointing:\n- my instance got reclaimed, is my run lost?\n"
    )
    chunks = collect_chunks(kb / "knowledge")
    keys = [c for c in chunks if c.kind == "question"]
    # the English key also serves the Chinese sibling section (the embedder reads English only)
    assert [(k.lang, k.text) for k in keys] == [
        ("en", "my instance got reclaimed, is my run lost?"),
        ("zh", "my instance got reclaimed, is my run lost?"),
    ]
    parents = {c.chunk_id: c for c in chunks if c.kind == "section"}
    assert [(parents[k.parent].lang, parents[k.parent].section) for k in keys] == [
        ("en", "Checkpointing"),
        ("zh", "检查点"),
    ]
    assert keys[0].embed_text == keys[0].text  # a question is embedded alone, no breadcrumbs
    _ingest(kb)
    retriever = open_retriever(settings_for(kb), WordLengthEmbedder())
    hits = retriever.retrieve("reclaimed run lost", "en", 3, doc_type="guide")
    assert hits[0].section == "Checkpointing" and hits[0].key_rank == 1
    assert hits[0].text == (  # the section, whole, with its heading
        "## Checkpointing\nSave a checkpoint every 30 minutes so a preempted spot job loses"
        " little work."
    )
    assert all(p.text != "my instance got reclaimed, is my run lost?" for p in hits)


def test_unknown_section_fails_with_file_line_and_the_closest_heading(kb):
    first = _ingest(kb)
    path = _write(
        kb, "en", "spot-billing", "Spot discounts:\n- how cheap?\nCheckpointng:\n- resume?\n"
    )
    with pytest.raises(CatalogError) as exc:
        _ingest(kb)
    message = str(exc.value)
    assert f"{path}:3: unknown section 'Checkpointng'" in message
    assert "did you mean 'Checkpointing'?" in message
    pointer, _ = open_store(settings_for(kb)).status()
    assert pointer is not None and pointer.collection == first.collection  # nothing written


def test_question_file_for_a_missing_guide_and_a_bad_list_are_rejected(kb):
    _write(kb, "zh", "no-such-guide", "某节:\n- 问题\n")
    _write(kb, "en", "vram-basics", "Weights: not a list\n")
    with pytest.raises(CatalogError) as exc:
        collect_chunks(kb / "knowledge")
    assert "no zh guide 'no-such-guide'" in str(exc.value)
    assert "vram-basics.yaml:1: 'Weights' needs a list of question strings" in str(exc.value)


def test_editing_questions_reembeds_only_the_new_keys(kb):
    _write(kb, "en", "spot-billing", "Checkpointing:\n- is my run lost?\n")
    first = _ingest(kb)
    _write(kb, "en", "spot-billing", "Checkpointing:\n- is my run lost?\n- how often to save?\n")
    emb = WordLengthEmbedder()
    second = ingest(settings=settings_for(kb), embedder=emb, progress=False)
    # one new key for the English section and the same question for its Chinese sibling:
    # two new chunks, one text, so the embedder runs once
    assert second.embedded == 2 and second.chunks == first.chunks + 2
    assert emb.calls == 1


# --------------------------------------------------------------------------- the real keys


def test_every_guide_section_has_three_to_eight_real_questions():
    guides = load_guides(KNOWLEDGE / "guides")
    missing = []
    for guide in guides:
        path = KNOWLEDGE / "questions" / guide.lang / f"{guide.id}.yaml"
        data = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else {}
        for heading in headings(guide):
            if not 3 <= len(data.get(heading) or []) <= 8:
                missing.append(f"{guide.lang}/{guide.id}: {heading}")
    assert missing == []


def _norm(text: str) -> str:
    return re.sub(r"[\s?？,，。.!！]", "", text.lower())


def test_relevance_questions_are_not_copied_into_the_keys():
    """The relevance set measures paraphrase matching; a verbatim key would measure nothing."""
    keys = {
        _norm(q)
        for path in (KNOWLEDGE / "questions").glob("*/*.yaml")
        for qs in yaml.safe_load(path.read_text(encoding="utf-8")).values()
        for q in qs
    }
    relevance = yaml.safe_load((PROJECT_ROOT / "tests" / "golden" / "relevance.yaml").read_text())
    copied = [r["q"] for r in relevance["queries"] if _norm(r["q"]) in keys]
    assert copied == []


def test_relevance_set_is_large_bilingual_and_labels_real_sections():
    data = yaml.safe_load((PROJECT_ROOT / "tests" / "golden" / "relevance.yaml").read_text())
    queries = data["queries"]
    assert len(queries) >= 100
    assert sum(q["lang"] == "zh" for q in queries) >= len(queries) / 2 - 5
    known = {(g.lang, g.id, h) for g in load_guides(KNOWLEDGE / "guides") for h in headings(g)}
    bad = [
        (q["q"], label)
        for q in queries
        for label in q["relevant"]
        if (q["lang"], *label.split(": ", 1)) not in known
    ]
    assert bad == []
