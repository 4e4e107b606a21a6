"""The fast ONNX query path gives the same vectors as sentence-transformers."""

import math

import pytest

import assistant.rag.embedding as embedding
from assistant.rag.embedding import (
    QUERY_ENCODER_FILE,
    MiniLMEmbedder,
    OnnxQueryEmbedder,
    export_query_encoder,
    query_embedder,
)

TEXTS = [
    "can I fine-tune a 13B model on two 4090s?",
    "两张4090能微调13B模型吗？需要多少显存",
    "NVLink " * 200,  # longer than the 128 word pieces both paths truncate to
]


def _cosine(a, b):
    return sum(x * y for x, y in zip(a, b, strict=True)) / math.sqrt(
        sum(x * x for x in a) * sum(y * y for y in b)
    )


@pytest.mark.slow
def test_onnx_export_matches_sentence_transformers(tmp_path):
    target = tmp_path / QUERY_ENCODER_FILE
    export_query_encoder(target)
    fast = OnnxQueryEmbedder(target)
    slow = MiniLMEmbedder()
    assert fast.name == slow.name
    for text, a, b in zip(
        TEXTS, fast.embed_documents(TEXTS), slow.embed_documents(TEXTS), strict=True
    ):
        assert len(a) == 384
        assert _cosine(a, b) > 0.99999, text
    assert fast.embed_query(TEXTS[0]) == pytest.approx(slow.embed_query(TEXTS[0]), abs=1e-5)


def test_query_embedder_falls_back_without_a_usable_export(tmp_path, monkeypatch):
    sentinel = object()
    monkeypatch.setattr(embedding, "get_embedder", lambda: sentinel)
    assert query_embedder(tmp_path) is sentinel  # no export yet
    (tmp_path / QUERY_ENCODER_FILE).write_bytes(b"not an onnx graph")
    assert query_embedder(tmp_path) is sentinel  # damaged export
