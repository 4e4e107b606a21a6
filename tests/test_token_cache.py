"""The BM25 token cache: a process over an unchanged index reads the tokens back."""

from __future__ import annotations

import json

import pytest

import assistant.rag.lexical as lexical
from assistant.rag.embedding import WordLengthEmbedder
from assistant.rag.glossary import GLOSSARY, expand
from assistant.rag.lexical import tokenize, tokenize_all
from assistant.rag.retrieval import HybridRetriever, NumpyDense
from assistant.rag.store import StoredChunk

QUERIES = ["can I rent 8 H100 on spot?", "显存带宽 多卡 训练", "QLoRA 微调"]
TEXTS = ["Spot instances cost 60 to 90 percent less", "抢占式实例比按量付费便宜", ""]


def test_tokens_are_written_then_read_back_without_tokenizing(tmp_path, monkeypatch):
    cache = tmp_path / "cache" / "tokens.json"
    first = tokenize_all(TEXTS, cache)
    assert first == [tokenize(t) for t in TEXTS]
    assert first[0] == ["spot", "instances", "cost", "60", "90", "percent", "less"]
    assert json.loads(cache.read_text(encoding="utf-8"))["tokens"] == first

    def boom(text: str) -> list[str]:
        raise AssertionError(f"tokenized {text!r} again")

    monkeypatch.setattr(lexical, "tokenize", boom)
    assert tokenize_all(TEXTS, cache) == first


def test_a_cache_for_other_texts_or_a_damaged_one_is_rebuilt(tmp_path):
    cache = tmp_path / "tokens.json"
    tokenize_all(["something else entirely"], cache)
    assert tokenize_all(TEXTS, cache) == [tokenize(t) for t in TEXTS]
    cache.write_text("{not json", encoding="utf-8")
    assert tokenize_all(TEXTS[:1], cache) == [tokenize(TEXTS[0])]
    assert json.loads(cache.read_text(encoding="utf-8"))["tokens"] == [tokenize(TEXTS[0])]


def test_an_unwritable_cache_only_costs_time(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be", encoding="utf-8")
    cache = blocker / "tokens.json"  # writing it fails with an OSError, even for root
    assert tokenize_all(TEXTS, cache) == [tokenize(t) for t in TEXTS]
    assert blocker.read_text(encoding="utf-8").startswith("a file")


@pytest.mark.parametrize("query", QUERIES)
def test_expansion_terms_tokenize_as_the_joined_string(query):
    # the retriever looks each glossary term's tokens up instead of tokenizing the joined terms
    chunks = [StoredChunk("a", "Spot price of an H100", {"kind": "section", "lang": "en"})]
    retriever = HybridRetriever(chunks, NumpyDense(["a"], [[1.0] * 16]), WordLengthEmbedder())
    terms = expand(query).extra_terms
    assert terms  # every query here names a glossary term
    looked_up = [t for term in terms for t in retriever._term_tokens[term]]
    assert looked_up == tokenize(" ".join(terms))
    assert set(retriever._term_tokens) == {t for zh, en in GLOSSARY for t in (*zh, *en)}
