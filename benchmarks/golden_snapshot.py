"""Write every golden question's ``ask --json`` object to a JSONL file, for before/after diffs.

The advisor runs over the knowledge folder with the in-memory index and the word-length fake
embedder, so two checkouts answer from identical passages and any difference in the files comes
from the code. Usage: ``python benchmarks/golden_snapshot.py OUT.jsonl`` (run in each checkout,
then ``diff``). Prints the number of questions and the seconds taken.
"""

from __future__ import annotations

import json
import sys
import time
from datetime import date
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

try:  # the layout since the architecture step
    from assistant.advisor import Advisor
    from assistant.catalog.offers import load_price_book, load_tco
    from assistant.catalog.specs import load_catalog
    from assistant.rag.embedding import WordLengthEmbedder
    from assistant.rag.retrieval import in_memory_retriever
    from assistant.rag.store import StoredChunk
    from ingest.chunking import collect_chunks
except ImportError:  # the flat layout before it, so the same script snapshots both
    from assistant.embedding import WordLengthEmbedder  # type: ignore[no-redef]
    from assistant.indexing import collect_chunks  # type: ignore[no-redef]
    from assistant.offers import load_price_book, load_tco  # type: ignore[no-redef]
    from assistant.retrieval import StoredChunk, in_memory_retriever  # type: ignore[no-redef]

    from assistant.advisor import Advisor  # type: ignore[no-redef]
    from assistant.catalog import load_catalog  # type: ignore[no-redef,attr-defined]


def questions(golden: Path) -> list[str]:
    """Every single-turn golden question, in file order."""
    out: list[str] = []
    for path in sorted(golden.glob("*.yaml")):
        for case in yaml.safe_load(path.read_text("utf-8")).get("cases", []):
            if "question" in case:
                out.append(case["question"])
    return out


def build_advisor() -> Advisor:
    """The advisor over the knowledge folder with the in-memory index and fake embedder."""
    try:
        from ingest.memory import in_memory_advisor
    except ImportError:  # a checkout from before ingest/memory.py: build it by hand
        knowledge = ROOT / "knowledge"
        catalog = load_catalog(knowledge / "specs")
        chunks = [StoredChunk(c.chunk_id, c.text, c.metadata()) for c in collect_chunks(knowledge)]
        return Advisor(
            catalog=catalog,
            prices=load_price_book(
                knowledge / "specs", Path("/nonexistent.yaml"), known_gpu_ids=set(catalog.gpus)
            ),
            tco=load_tco(knowledge / "specs"),
            retriever=in_memory_retriever(chunks, WordLengthEmbedder()),
            today=date(2026, 11, 29),
        )
    return in_memory_advisor(today=date(2026, 11, 29))


def main() -> None:
    out_path = Path(sys.argv[1])
    advisor = build_advisor()
    started = time.perf_counter()
    qs = questions(ROOT / "tests" / "golden")
    with out_path.open("w", encoding="utf-8") as fh:
        for q in qs:
            fh.write(json.dumps(advisor.ask(q).model_dump(mode="json"), ensure_ascii=False) + "\n")
    seconds = time.perf_counter() - started
    print(f"{len(qs)} golden questions answered in {seconds:.1f} s -> {out_path}")


if __name__ == "__main__":
    main()
