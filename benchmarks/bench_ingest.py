"""Ingestion speed with the bundled MiniLM: full build, no-change re-ingest, one-guide edit.

Targets (issues 3 and 27): full ingest <= 60 s on 2 cores; no-change re-ingest <= 5 s.
Run: .venv/bin/python benchmarks/bench_ingest.py
     .venv/bin/python benchmarks/bench_ingest.py --compare 400   (embedders and batch sizes
     on 400 of the knowledge base's texts: sentence-transformers against the ONNX export)
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _cli(env: dict[str, str]) -> float:
    """Run `python -m ingest --quiet` in a fresh process and return its wall seconds."""
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "ingest", "--quiet"],
        cwd=ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return time.perf_counter() - started


def compare(n: int) -> None:
    """Embed ``n`` of the knowledge base's distinct texts with each embedder set-up."""
    from assistant.rag.embedding import QUERY_ENCODER_FILE, MiniLMEmbedder, OnnxQueryEmbedder
    from ingest.chunking import collect_chunks
    from ingest.pipeline import ensure_query_encoder

    texts = sorted({c.embed_text for c in collect_chunks(ROOT / "knowledge")}, key=len)
    texts = texts[:: max(1, len(texts) // n)][:n]
    tmp = Path(tempfile.mkdtemp(prefix="bench-embed-"))
    try:
        ensure_query_encoder(tmp)
        onnx = tmp / QUERY_ENCODER_FILE
        setups: list[tuple[str, object, int]] = [
            (f"onnx {t} thread(s), batch {b}", OnnxQueryEmbedder(onnx, threads=t), b)
            for t in (1, os.cpu_count() or 1)
            for b in (16, 32, 64)
        ]
        setups += [
            (f"sentence-transformers, batch {b}", MiniLMEmbedder(batch_size=b), b)
            for b in (16, 32, 64)
        ]
        for label, embedder, batch in setups:
            started = time.perf_counter()
            for a in range(0, len(texts), batch):
                embedder.embed_documents(texts[a : a + batch])  # type: ignore[attr-defined]
            took = time.perf_counter() - started
            print(
                f"{label:40} {len(texts) / took:6.1f} texts/s"
                f"  (load average {os.getloadavg()[0]:.1f})"
            )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--compare", type=int, metavar="N", help="compare embedders on N texts")
    args = parser.parse_args()
    if args.compare:
        compare(args.compare)
        return
    tmp = Path(tempfile.mkdtemp(prefix="bench-ingest-"))
    try:
        knowledge = tmp / "knowledge"
        shutil.copytree(ROOT / "knowledge", knowledge)
        env = {
            **os.environ,
            "GPU_ADVISOR_KNOWLEDGE": str(knowledge),
            "GPU_ADVISOR_INDEX": str(tmp / "index"),
            "GPU_ADVISOR_DATA": str(tmp / "data"),
        }
        cpu0 = os.times()
        full = _cli(env)
        cpu1 = os.times()
        child_cpu = (cpu1.children_user + cpu1.children_system) - (
            cpu0.children_user + cpu0.children_system
        )
        again = _cli(env)
        guide = knowledge / "guides" / "en" / "memory-math.md"
        guide.write_text(
            guide.read_text(encoding="utf-8") + "\nOne more sentence.\n", encoding="utf-8"
        )
        edit = _cli(env)
        from ingest.chunking import collect_chunks

        collected = collect_chunks(knowledge)
        chunks, texts = len(collected), len({c.embed_text for c in collected})
        print(f"cores available: {os.cpu_count()}; load average now: {os.getloadavg()[0]:.1f}")
        print(f"chunks: {chunks} ({texts} distinct texts embedded)")
        print(
            f"full ingest (fresh process, model export and load included): {full:.1f} s wall,"
            f" {child_cpu:.1f} s CPU, {chunks / full:.0f} chunks/s  [target <= 60 s]"
        )
        print(f"no-change re-ingest (fresh process): {again:.2f} s  [target <= 5 s]")
        print(f"re-ingest after editing one guide: {edit:.1f} s")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
