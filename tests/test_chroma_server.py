"""Server mode: ingest and retrieve against a real ``chroma run`` started on 127.0.0.1."""

from __future__ import annotations

import pytest

from assistant.rag.embedding import WordLengthEmbedder
from assistant.rag.retrieval import open_retriever
from assistant.rag.store import META_COLLECTION, open_store
from ingest.pipeline import ingest
from tests.kb_helpers import FailingEmbedder, make_knowledge, settings_for, write_guide
from tests.support.servers import chroma_server

pytestmark = [pytest.mark.server, pytest.mark.slow, pytest.mark.xdist_group("chroma-server")]
"""Real Chroma servers run one at a time (one xdist group): two at once on two workers made a
frozen-server test see an answering server."""


@pytest.fixture(scope="module")
def chroma_url(tmp_path_factory):
    data = tmp_path_factory.mktemp("chroma-server")
    with chroma_server(data / "db", data / "server.log") as url:
        yield url


def test_server_mode_ingest_switch_and_retrieve(tmp_path, chroma_url):
    make_knowledge(tmp_path / "knowledge")
    settings = settings_for(tmp_path, CHROMA_URL=chroma_url)
    first = ingest(settings=settings, embedder=WordLengthEmbedder(), progress=False)
    assert first.embedded == first.chunks > 8
    assert not (tmp_path / "index").exists()  # nothing embedded on disk in server mode

    store = open_store(settings)
    assert store.pointer_path is None
    meta = store.client.get_collection(META_COLLECTION, embedding_function=None)
    assert meta.get(ids=["current"])["metadatas"][0]["collection"] == first.collection
    assert store.versions() == [first.collection]

    emb = WordLengthEmbedder()
    again = ingest(settings=settings, embedder=emb, progress=False)
    assert again.skipped and emb.calls == 0

    r = open_retriever(settings, WordLengthEmbedder())
    assert len(r) == first.chunks
    hits = r.retrieve("抢占式实例的折扣", "zh", 3, doc_type="guide")
    assert hits[0].doc_id == "spot-billing" and hits[0].lang == "zh"

    # a failed build leaves the server's pointer where it was
    write_guide(tmp_path / "knowledge", "spot-billing", "en", b1="Something else entirely.")
    with pytest.raises(RuntimeError, match="injected"):
        ingest(settings=settings, embedder=FailingEmbedder(fail_after=0), progress=False)
    pointer, _ = open_store(settings).status()
    assert pointer.collection == first.collection and pointer.count == first.chunks

    emb = WordLengthEmbedder()
    third = ingest(settings=settings, embedder=emb, progress=False)
    assert third.embedded == emb.calls == 1
    assert open_store(settings).versions() == [third.collection]
