"""An advisor over the real knowledge files with a fast in-memory index (no Chroma, no MiniLM)."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

from assistant.advisor import Advisor
from assistant.catalog.offers import load_price_book, load_tco
from assistant.catalog.specs import load_catalog
from assistant.rag.embedding import WordLengthEmbedder
from assistant.rag.retrieval import in_memory_retriever
from assistant.rag.store import StoredChunk
from ingest.chunking import collect_chunks

KNOWLEDGE = Path(__file__).resolve().parents[2] / "knowledge"
TODAY = date(2026, 11, 29)


def memory_advisor(chat_model: Any = None, knowledge: Path = KNOWLEDGE) -> Advisor:
    """Everything real except the index: word-length vectors held in memory, today fixed."""
    catalog = load_catalog(knowledge / "specs")
    chunks = [StoredChunk(c.chunk_id, c.text, c.metadata()) for c in collect_chunks(knowledge)]
    return Advisor(
        catalog=catalog,
        prices=load_price_book(
            knowledge / "specs", Path("/nonexistent.yaml"), known_gpu_ids=set(catalog.gpus)
        ),
        tco=load_tco(knowledge / "specs"),
        retriever=in_memory_retriever(chunks, WordLengthEmbedder()),
        today=TODAY,
        chat_model=chat_model,
    )
