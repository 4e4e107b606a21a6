"""Print the golden-set scorecard over the in-memory advisor (no index needed).

The advisor answers from the knowledge folder with the in-memory index and the word-length fake
embedder (as ``golden_snapshot.py`` does), so the figures depend on the code and the catalog,
not on a built index. Usage: ``python benchmarks/golden_scorecard.py [FOLDER_OR_YAML ...]``
(default: tests/golden). Prints the scorecard with every failing check.
"""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.advisor import Advisor  # noqa: E402
from assistant.catalog.offers import load_price_book, load_tco  # noqa: E402
from assistant.catalog.specs import load_catalog, load_table  # noqa: E402
from assistant.evaluation import GoldenCase, load_golden, render_scorecard, run_eval  # noqa: E402
from assistant.rag.embedding import WordLengthEmbedder  # noqa: E402
from assistant.rag.retrieval import in_memory_retriever  # noqa: E402
from assistant.rag.store import StoredChunk  # noqa: E402
from ingest.chunking import collect_chunks  # noqa: E402


def in_memory_advisor() -> Advisor:
    """The advisor over knowledge/ with an in-memory index and the fake embedder."""
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


def main() -> None:
    """Score the golden cases in the folders or files named (tests/golden by default)."""
    targets = [Path(a) for a in sys.argv[1:]] or [ROOT / "tests" / "golden"]
    cases: list[GoldenCase] = []
    for target in targets:
        if target.is_dir():
            cases += load_golden(target)
        else:
            cases += load_table(target, "cases", GoldenCase)
    advisor = in_memory_advisor()
    print(render_scorecard(run_eval(cases, advisor.ask, advisor.catalog)))


if __name__ == "__main__":
    main()
