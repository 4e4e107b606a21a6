"""An advisor over a knowledge folder with its index held in memory (no Chroma, no disk).

For the golden-set scripts, benchmarks and tests: the same validation and chunking as ingest,
vectors from the given embedder (the word-length fake by default, so no model loads), and the
real catalog and price book. Serving code never imports this; it lives beside the pipeline.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

from assistant.advisor import Advisor
from assistant.catalog.offers import load_price_book, load_tco
from assistant.catalog.specs import load_catalog
from assistant.config import PROJECT_ROOT
from assistant.rag.embedding import Embedder, WordLengthEmbedder
from assistant.rag.retrieval import in_memory_retriever
from assistant.rag.store import StoredChunk
from ingest.chunking import collect_chunks


def in_memory_advisor(
    knowledge: Path | None = None,
    *,
    embedder: Embedder | None = None,
    today: date | None = None,
    chat_model: Any = None,
) -> Advisor:
    """Everything real except the index: chunks of ``knowledge`` embedded into memory.

    The user's price file is ignored, so answers depend on the bundled knowledge alone.
    """
    knowledge = knowledge or PROJECT_ROOT / "knowledge"
    catalog = load_catalog(knowledge / "specs")
    chunks = [StoredChunk(c.chunk_id, c.text, c.metadata()) for c in collect_chunks(knowledge)]
    return Advisor(
        catalog=catalog,
        prices=load_price_book(
            knowledge / "specs", Path("/nonexistent.yaml"), known_gpu_ids=set(catalog.gpus)
        ),
        tco=load_tco(knowledge / "specs"),
        retriever=in_memory_retriever(chunks, embedder or WordLengthEmbedder()),
        today=today or date.today(),
        chat_model=chat_model,
    )
