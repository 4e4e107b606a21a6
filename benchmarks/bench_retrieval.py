"""Retrieval latency (warm) on the real index and on a synthetic 20,000-chunk corpus.

Target (issue 3): p50 <= 30 ms warm. Also prints golden-set recall@5 and MRR, and (issue 14) the
relevance set: precision@3 of the sections a concept answer quotes and MRR of the first relevant
section among the retrieved guide sections, with questions going through the advisor's own
parse-then-retrieve path. Target: precision@3 >= 0.85, MRR >= 0.9.
``--index DIR`` reuses an index built with ``gpu-advisor ingest`` (re-ingested incrementally)
instead of building one from scratch; ``--relevance-only`` skips the latency runs.
The synthetic corpus reuses real chunk words (so BM25 posting lists look realistic) and random
unit vectors (dense search cost does not depend on what the vectors mean); it is written to
Chroma exactly as ingest writes, and queried through the same HybridRetriever.
Run: .venv/bin/python benchmarks/bench_retrieval.py
"""

from __future__ import annotations

import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import yaml  # noqa: E402

from assistant.config import settings_from_env  # noqa: E402
from assistant.rag.embedding import get_embedder  # noqa: E402
from assistant.rag.retrieval import HybridRetriever, open_retriever  # noqa: E402
from assistant.rag.store import ChromaDense, open_store  # noqa: E402
from ingest.chunking import collect_chunks  # noqa: E402
from ingest.pipeline import ingest  # noqa: E402

RELEVANCE = yaml.safe_load((ROOT / "tests" / "golden" / "relevance.yaml").read_text("utf-8"))[
    "queries"
]
QUERIES = yaml.safe_load((ROOT / "tests" / "golden" / "retrieval.yaml").read_text("utf-8"))[
    "queries"
]


def _latency(retriever: HybridRetriever, rounds: int = 3) -> tuple[float, float]:
    for q in QUERIES[:10]:
        retriever.retrieve(q["q"], q["lang"], 6)
    times = []
    for _ in range(rounds):
        for q in QUERIES:
            started = time.perf_counter()
            retriever.retrieve(q["q"], q["lang"], 6)
            times.append((time.perf_counter() - started) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)]


def _golden(retriever: HybridRetriever) -> tuple[float, float]:
    rec, rr = [], []
    for q in QUERIES:
        ids = [p.doc_id for p in retriever.retrieve(q["q"], q["lang"], 5)]
        rec.append(sum(e in ids for e in q["expect"]) / len(q["expect"]))
        rr.append(next((1 / (i + 1) for i, d in enumerate(ids) if d in q["expect"]), 0.0))
    return sum(rec) / len(rec), sum(rr) / len(rr)


def _label(doc_id: str, section: str) -> str:
    return f"{doc_id}: {section.split(' > ')[0]}"


def _quoted(advisor: Any, query: Any, evidence: list[Any]) -> list[Any]:
    """The sections a concept answer quotes (the composer's own choice when it has one)."""
    try:
        from assistant.answer.concept import quoted_sections
    except ImportError:  # before issue 14: the best passage of each of three guides
        seen: set[str] = set()
        out = []
        for e in evidence:
            if e.doc_id not in seen and len(out) < 3:
                seen.add(e.doc_id)
                out.append(e)
        return out
    return list(quoted_sections(query, evidence, advisor.catalog))


def relevance(settings: Any, show: bool = False) -> tuple[float, float]:
    """Precision@3 of quoted sections and MRR over tests/golden/relevance.yaml."""
    from assistant.advisor import build_advisor
    from assistant.question.parsing import parse

    advisor = build_advisor(settings)
    guides = getattr(advisor, "guides_for", None) or advisor._guides
    precisions, rr = [], []
    for item in RELEVANCE:
        understand = getattr(advisor, "understand", None)
        query = understand(item["q"]) if understand else parse(item["q"], advisor.catalog)
        evidence = guides(query)
        wanted = set(item["relevant"])
        ranked = [_label(e.doc_id, e.section) for e in evidence]
        quoted = [_label(e.doc_id, e.section) for e in _quoted(advisor, query, evidence)]
        hits = sum(q in wanted for q in quoted)
        precisions.append(hits / len(quoted) if quoted else 0.0)
        rr.append(next((1 / (i + 1) for i, d in enumerate(ranked) if d in wanted), 0.0))
        if show and (rr[-1] < 1 or precisions[-1] < 1):
            print(f"  P={precisions[-1]:.2f} RR={rr[-1]:.2f} [{query.intent}] {item['q']}")
            for q in quoted:
                print(f"      {'+' if q in wanted else '-'} {q}")
    return sum(precisions) / len(precisions), sum(rr) / len(rr)


def _synthetic(tmp: Path, n: int) -> HybridRetriever:
    settings = settings_from_env(
        {"GPU_ADVISOR_INDEX": str(tmp / "synthetic"), "GPU_ADVISOR_DATA": str(tmp / "data")}
    )
    store = open_store(settings)
    real = collect_chunks(ROOT / "knowledge")
    rng = random.Random(7)
    words = [w for c in real for w in c.text.split()]
    name = store.new_version(get_embedder().name)
    ids, docs, metas = [], [], []
    for i in range(n):
        base = real[i % len(real)]
        text = " ".join(rng.choice(words) for _ in range(120))
        meta = base.metadata() | {"chunk_id": f"syn{i:06d}", "doc_id": f"syn-{i // 6}"}
        ids.append(meta["chunk_id"])
        docs.append(text)
        metas.append(meta)
    vectors = np.random.default_rng(7).normal(size=(n, 384))
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    store.add(name, ids, vectors.tolist(), docs, metas)
    started = time.perf_counter()
    retriever = HybridRetriever(
        store.records(name), ChromaDense(store.collection(name)), get_embedder()
    )
    print(
        f"  synthetic retriever start-up (load {n} chunks, build BM25):"
        f" {time.perf_counter() - started:.1f} s"
    )
    return retriever


def main() -> None:
    args = sys.argv[1:]
    if "--index" in args:
        index = Path(args[args.index("--index") + 1])
        settings = settings_from_env(
            {
                "GPU_ADVISOR_KNOWLEDGE": str(ROOT / "knowledge"),
                "GPU_ADVISOR_INDEX": str(index),
                "GPU_ADVISOR_DATA": str(index.parent / f"{index.name}-data"),
            }
        )
        ingest(settings=settings, progress=False)
        p3, mrr = relevance(settings, show="--show" in args)
        print(
            f"relevance set ({len(RELEVANCE)} questions): precision@3 = {p3:.3f}, MRR = {mrr:.3f}"
            "  [target >= 0.85, >= 0.9]"
        )
        if "--relevance-only" in args:
            return
        real = open_retriever(settings)
        recall, mrr = _golden(real)
        print(f"golden set ({len(QUERIES)} queries): recall@5 = {recall:.3f}, MRR = {mrr:.3f}")
        return
    tmp = Path(tempfile.mkdtemp(prefix="bench-retrieval-"))
    try:
        settings = settings_from_env(
            {
                "GPU_ADVISOR_KNOWLEDGE": str(ROOT / "knowledge"),
                "GPU_ADVISOR_INDEX": str(tmp / "index"),
                "GPU_ADVISOR_DATA": str(tmp / "data"),
            }
        )
        ingest(settings=settings, progress=False)
        real = open_retriever(settings)
        recall, mrr = _golden(real)
        p3, rel_mrr = relevance(settings)
        print(
            f"relevance set ({len(RELEVANCE)} questions): precision@3 = {p3:.3f},"
            f" MRR = {rel_mrr:.3f}  [target >= 0.85, >= 0.9]"
        )
        p50, p95 = _latency(real)
        print(f"cores available: {os.cpu_count()}; load average now: {os.getloadavg()[0]:.1f}")
        print(f"golden set ({len(QUERIES)} queries): recall@5 = {recall:.3f}, MRR = {mrr:.3f}")
        print(
            f"real index ({len(real)} chunks): p50 {p50:.1f} ms, p95 {p95:.1f} ms"
            "  [target p50 <= 30 ms]"
        )
        synthetic = _synthetic(tmp, 20_000)
        p50, p95 = _latency(synthetic, rounds=1)
        print(f"synthetic index ({len(synthetic)} chunks): p50 {p50:.1f} ms, p95 {p95:.1f} ms")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
