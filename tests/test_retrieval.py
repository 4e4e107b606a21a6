"""Retrieval: tokenizer, BM25, glossary, fusion and filters; the golden set on the real model."""

from __future__ import annotations

import numpy as np
import pytest
import yaml
from rank_bm25 import BM25Okapi

from assistant.config import PROJECT_ROOT, settings_from_env
from assistant.errors import UsageError
from assistant.language import detect_language
from assistant.rag.embedding import WordLengthEmbedder
from assistant.rag.glossary import english_query, expand
from assistant.rag.lexical import BM25Index, tokenize
from assistant.rag.retrieval import RRF_K, NumpyDense, in_memory_retriever, open_retriever
from assistant.rag.store import StoredChunk
from ingest.chunking import collect_chunks
from ingest.pipeline import ingest
from tests.kb_helpers import make_knowledge, settings_for

GOLDEN = PROJECT_ROOT / "tests" / "golden" / "retrieval.yaml"

# --------------------------------------------------------------------------- tokenizer


@pytest.mark.parametrize(
    ("text", "present", "absent"),
    [
        (
            "两张4090能微调13B模型吗？需要多少显存",
            {"4090", "13b", "微调", "显存", "两张"},
            {"？", "吗", "多少"},
        ),
        ("RTX 4090 vs A100-80GB", {"rtx", "4090", "a100-80gb", "a100", "80gb"}, {"vs"}),
        ("１３Ｂ模型，ＲＴＸ４０９０", {"13b", "rtx4090"}, {"，"}),
        ("What is the best GPU for LLaMA-2 13B?", {"best", "gpu", "llama-2", "13b"}, {"the", "?"}),
        ("抢占式实例", {"抢占", "实例", "式实", "占式"}, set()),
    ],
)
def test_tokenize(text, present, absent):
    tokens = set(tokenize(text))
    assert present <= tokens, present - tokens
    assert not absent & tokens


def test_bm25_scores_equal_rank_bm25():
    docs = [
        tokenize(t)
        for t in (
            "spot instances are cheap but can be preempted",
            "显存 带宽 决定 推理 速度",
            "A100 80GB has HBM2e memory and NVLink",
            "spot spot spot checkpoint",
        )
    ]
    query = tokenize("spot checkpoint nvlink 显存")
    ours = BM25Index(docs).scores(query)
    assert np.allclose(ours, BM25Okapi(docs).get_scores(query))
    top = BM25Index(docs).top(query, 2)
    expected = np.argsort(-BM25Okapi(docs).get_scores(query), kind="stable")[:2]
    assert [i for i, _ in top] == list(expected) and top[0][1] > top[1][1] > 0


def test_bm25_weights_and_allowed_mask():
    index = BM25Index([["spot"], ["vram"], ["spot", "vram"], ["nvlink"], ["hbm"]])
    full = index.scores(["spot"])
    assert np.allclose(index.scores(["spot"], {"spot": 0.5}), full * 0.5)
    assert [i for i, _ in index.top(["spot"], 5, np.array([False, True, True, True, True]))] == [2]


# --------------------------------------------------------------------------- glossary


@pytest.mark.parametrize(
    ("query", "english"),
    [
        ("显存不够怎么办", "VRAM"),
        ("抢占式实例便宜多少", "spot"),
        ("包年包月划算吗", "reserved"),
        ("微调13B模型", "fine-tune"),
        ("昇腾910B", "Ascend"),
        ("国产芯片", "domestic"),
        ("多卡训练", "multi-GPU"),
        ("租还是买", "rent"),
        ("量化推理", "quantization"),
    ],
)
def test_glossary_translates_chinese_terms(query, english):
    assert english in expand(query).english
    assert english in english_query(query)


def test_english_query_keeps_model_tokens_and_english_passes_through():
    assert english_query("两张4090能微调13B模型吗").split()[-2:] == ["4090", "13B"]
    assert english_query("How much VRAM?") == "How much VRAM?"
    assert "显存" in expand("How much VRAM for a 7B model?").extra_terms


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("显存带宽", "zh"),
        ("RTX 4090 显存多大", "zh"),
        ("What GPU for 13B?", "en"),
        ("", "en"),
        ("H100 SXM5 80GB 参数", "zh"),
        ("How do I rent a GPU on 阿里云?", "en"),
    ],
)
def test_detect_language(text, lang):
    assert detect_language(text) == lang


# --------------------------------------------------------------------------- fusion (in memory)


def _chunk(cid, doc, lang, text, doc_type="guide", topics="memory"):
    meta = {
        "chunk_id": cid,
        "doc_id": doc,
        "lang": lang,
        "title": doc,
        "section": "s",
        "doc_type": doc_type,
        "topics": topics,
        "source": f"guides/{lang}/{doc}.md",
        "updated": "2026-11-29",
    }
    return StoredChunk(id=cid, text=text, metadata=meta)


CORPUS = [
    _chunk(
        "a-en",
        "spot",
        "en",
        "Spot instances are 60-90% cheaper but preemptible.",
        topics="billing,spot",
    ),
    _chunk("a-zh", "spot", "zh", "抢占式实例便宜六到九成，但可能被回收。", topics="billing,spot"),
    _chunk("b-en", "vram", "en", "A 7B model in bf16 needs 14 GB of VRAM for weights."),
    _chunk("b-zh", "vram", "zh", "7B 模型 bf16 权重需要约 14 GB 显存。"),
    _chunk("c-en", "gpu-h100", "en", "H100 SXM: 80 GB HBM3, 3.35 TB/s.", "spec", "gpu,specs"),
    _chunk("c-zh", "gpu-h100", "zh", "H100 SXM：80 GB HBM3 显存，3.35 TB/s。", "spec", "gpu,specs"),
]


@pytest.fixture(scope="module")
def mem():
    return in_memory_retriever(CORPUS, WordLengthEmbedder())


def test_chinese_query_prefers_chinese_passages(mem):
    hits = mem.retrieve("抢占式实例能便宜多少", "zh", 2)
    assert [(h.doc_id, h.lang) for h in hits][0] == ("spot", "zh")
    assert hits[0].bm25_rank == 1 and hits[0].bm25_score > 0
    assert hits[0].dense_rank is not None and -1 <= hits[0].dense_score <= 1


def test_english_query_prefers_english_and_falls_back(mem):
    hits = mem.retrieve("spot instance preemptible", "en", 6)
    assert (hits[0].doc_id, hits[0].lang) == ("spot", "en")
    assert any(h.lang == "zh" for h in hits)  # a boost, not a filter


def test_fused_score_is_weighted_rrf(mem):
    hit = mem.retrieve("spot instance preemptible", "en", 1)[0]
    expected = 1 / (RRF_K + hit.bm25_rank) + 1 / (RRF_K + hit.dense_rank)
    assert hit.score == pytest.approx(expected)


def test_filters_on_doc_type_and_topics(mem):
    assert {h.doc_type for h in mem.retrieve("80 GB HBM3", "en", 6, doc_type="spec")} == {"spec"}
    assert {h.doc_id for h in mem.retrieve("memory", "en", 6, topics=["billing"])} == {"spot"}
    assert mem.retrieve("memory", "en", 6, topics=["nothing"]) == []
    with pytest.raises(UsageError, match="doc_type must be one of"):
        mem.retrieve("x", "en", 3, doc_type="blog")
    with pytest.raises(UsageError, match="k must be at least 1"):
        mem.retrieve("x", "en", 0)


def test_k_limits_and_empty_query(mem):
    assert len(mem.retrieve("GB", "en", 3)) == 3
    assert mem.retrieve("   ", "en", 3) == []


def test_numpy_dense_is_exact_cosine():
    dense = NumpyDense(["x", "y"], [[1.0, 0.0], [1.0, 1.0]])
    (first, s1), (second, s2) = dense.search([2.0, 0.0], 2, None)
    assert (first, second) == ("x", "y")
    assert s1 == pytest.approx(1.0) and s2 == pytest.approx(2**-0.5)
    assert dense.search([1.0, 0.0], 2, ["y"]) == [("y", pytest.approx(2**-0.5))]


def test_chroma_backed_retriever_matches_in_memory(tmp_path):
    make_knowledge(tmp_path / "knowledge")
    emb = WordLengthEmbedder()
    ingest(settings=settings_for(tmp_path), embedder=emb, progress=False)
    chroma = open_retriever(settings_for(tmp_path), emb)
    chunks = collect_chunks(tmp_path / "knowledge")
    stored = [StoredChunk(c.chunk_id, c.text, c.metadata()) for c in chunks]
    memory = in_memory_retriever(stored, emb, [c.embed_text for c in chunks])
    for q, lang in (("spot discounts", "en"), ("显存带宽", "zh"), ("H100 80 GB", "en")):
        a = [(p.chunk_id, p.bm25_rank) for p in chroma.retrieve(q, lang, 5)]
        b = [(p.chunk_id, p.bm25_rank) for p in memory.retrieve(q, lang, 5)]
        assert a == b, q


# --------------------------------------------------------------------------- golden set


def test_golden_set_shape():
    queries = yaml.safe_load(GOLDEN.read_text(encoding="utf-8"))["queries"]
    assert len(queries) >= 60
    langs = [q["lang"] for q in queries]
    assert langs.count("zh") == langs.count("en")
    ids = {p.stem for p in (PROJECT_ROOT / "knowledge" / "guides" / "en").glob("*.md")}
    for q in queries:
        assert detect_language(q["q"]) == q["lang"], q["q"]
        assert set(q["expect"]) <= ids, q


@pytest.fixture(scope="session")
def real_index(real_index_dir, real_data_dir):
    """The project's knowledge base indexed with the bundled MiniLM (the session's real index)."""
    settings = settings_from_env(
        {
            "GPU_ADVISOR_KNOWLEDGE": str(PROJECT_ROOT / "knowledge"),
            "GPU_ADVISOR_INDEX": str(real_index_dir),
            "GPU_ADVISOR_DATA": str(real_data_dir),
        }
    )
    return open_retriever(settings)


def score_golden(retriever, k=5):
    queries = yaml.safe_load(GOLDEN.read_text(encoding="utf-8"))["queries"]
    recalls, rranks, misses = [], [], []
    for q in queries:
        ids = [p.doc_id for p in retriever.retrieve(q["q"], q["lang"], k)]
        found = [e for e in q["expect"] if e in ids]
        recalls.append(len(found) / len(q["expect"]))
        rranks.append(next((1 / (i + 1) for i, d in enumerate(ids) if d in q["expect"]), 0.0))
        if len(found) < len(q["expect"]):
            misses.append((q["q"], q["expect"], ids))
    return sum(recalls) / len(recalls), sum(rranks) / len(rranks), misses


@pytest.mark.slow
def test_golden_recall_at_5(real_index, capsys):
    recall, mrr, misses = score_golden(real_index)
    with capsys.disabled():
        print(f"\ngolden retrieval: recall@5={recall:.3f} MRR={mrr:.3f} misses={misses}")
    assert recall >= 0.9, misses
    assert mrr >= 0.7


@pytest.mark.slow
def test_real_index_holds_every_guide_and_gpu(real_index):
    docs = {(c.metadata["doc_id"], c.metadata["lang"]) for c in real_index.chunks}
    guide_ids = {p.stem for p in (PROJECT_ROOT / "knowledge" / "guides" / "en").glob("*.md")}
    assert {(g, lang) for g in guide_ids for lang in ("en", "zh")} <= docs
    assert ("gpu-h100-sxm", "zh") in docs and ("gpu-rtx-4090", "en") in docs


@pytest.mark.slow
def test_spec_question_finds_the_spec_passage(real_index):
    hits = real_index.retrieve("H100 SXM memory bandwidth", "en", 6, doc_type="spec")
    assert {h.doc_type for h in hits} == {"spec"}
    h100 = [h for h in hits[:3] if h.doc_id == "gpu-h100-sxm"]
    assert h100 and "3.35 TB/s" in h100[0].text


def test_chroma_dense_filters_by_type_as_by_the_ids_of_that_type(tmp_path):
    """A doc_type filter finds exactly what the ``$in`` list of that type's ids finds."""
    from assistant.rag.store import ChromaDense, _persistent_client

    rng = np.random.default_rng(7)
    vectors = rng.normal(size=(300, 16)).astype(float)
    ids = [f"c{i}" for i in range(300)]
    types = ["guide" if i % 5 else "spec" for i in range(300)]
    collection = _persistent_client(str(tmp_path / "db")).create_collection(
        "dense-test", configuration={"hnsw": {"space": "cosine"}}, embedding_function=None
    )
    collection.add(
        ids=ids,
        embeddings=vectors.tolist(),
        metadatas=[{"chunk_id": i, "doc_type": t} for i, t in zip(ids, types, strict=True)],
    )
    dense = ChromaDense(collection)
    for doc_type in ("guide", "spec"):
        allowed = [i for i, t in zip(ids, types, strict=True) if t == doc_type]
        for query in rng.normal(size=(10, 16)).tolist():
            by_type = dense.search(query, 40, allowed, doc_type)
            assert by_type == dense.search(query, 40, allowed)
            assert {cid for cid, _ in by_type} <= set(allowed)
