"""Retrieval latency (warm) on the real index and on a synthetic 20,000-chunk corpus.

Target (issue 3): p50 <= 30 ms warm. Also prints golden-set recall@5 and MRR.
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
