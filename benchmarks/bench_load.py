"""Load benchmark: answers per second and p95 latency with 1, 4 and 16 concurrent clients.

Clients are threads sharing one ``Advisor`` (as Streamlit sessions do). Two modes:
- embedded: the Chroma index folder (``GPU_ADVISOR_INDEX``, brought up to date first);
- server: a ``chroma run`` started here on loopback, seeded with a copy of the embedded index's
  serving version (vectors included, nothing re-embedded), stopped at the end.

Run: ``.venv/bin/python benchmarks/bench_load.py [--seconds 8] [--max-requests 400]``.
Every cell is bounded by time and by request count, so the whole run stays within a few minutes.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

from assistant.advisor import Advisor, build_advisor  # noqa: E402
from assistant.config import Settings, get_settings  # noqa: E402
from assistant.rag.store import open_store  # noqa: E402
from ingest.pipeline import ingest  # noqa: E402
from tests.support.servers import chroma_server  # noqa: E402

QUESTIONS = [
    "can I fine-tune a 13B model on two 4090s",
    "can I run Llama 3 70B on one H100 in int4?",
    "how much does it cost to rent 8 H100s for a week on AWS",
    "rent or buy 4 A100s for two years",
    "which GPU should a student buy for LoRA on 7B models",
    "H100 vs A100 for training",
    "how fast does a 7B model generate on a 4090",
    "what is QLoRA?",
    "13B 模型能在两张 4090 上微调吗",
    "用 8 张 H100 训练一周多少钱",
    "4090 和 3090 对比",
    "一张 4090 推理 7B 模型每秒多少 token",
]
CLIENTS = (1, 4, 16)
TODAY = date(2026, 12, 1)


def make_advisor(settings: Settings) -> Advisor:
    """An advisor built by the factory ``get_advisor`` uses, for ``settings``."""
    return build_advisor(settings, today=TODAY)


def run_cell(advisor: Advisor, clients: int, seconds: float, max_requests: int) -> dict[str, float]:
    """``clients`` threads ask in a loop until the time or request budget is spent."""
    latencies: list[float] = []
    errors = [0]
    lock = threading.Lock()
    issued = [0]
    stop_at = time.perf_counter() + seconds

    def client(i: int) -> None:
        n = i
        while time.perf_counter() < stop_at:
            with lock:
                if issued[0] >= max_requests:
                    return
                issued[0] += 1
            question = QUESTIONS[n % len(QUESTIONS)]
            n += 1
            start = time.perf_counter()
            try:
                advisor.ask(question)
            except Exception:  # noqa: BLE001 - counted and reported, the run goes on
                with lock:
                    errors[0] += 1
                continue
            with lock:
                latencies.append(time.perf_counter() - start)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    began = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - began
    p95 = statistics.quantiles(latencies, n=20)[-1] if len(latencies) >= 2 else float("nan")
    return {
        "answers": len(latencies),
        "errors": errors[0],
        "per_s": len(latencies) / wall,
        "p50_ms": statistics.median(latencies) * 1000 if latencies else float("nan"),
        "p95_ms": p95 * 1000,
    }


def seed_server(embedded: Settings, server: Settings) -> None:
    """Copy the embedded serving version into the server and publish it there."""
    src = open_store(embedded)
    pointer, why = src.status()
    if pointer is None:
        raise SystemExit(why)
    records, vectors = src.records(pointer.collection), src.vectors(pointer.collection)
    dst = open_store(server)
    name = dst.new_version(pointer.embedder)
    dst.add(
        name,
        ids=[r.id for r in records],
        embeddings=[vectors[r.id] for r in records],
        documents=[r.text for r in records],
        metadatas=[r.metadata for r in records],
    )
    dst.publish(pointer.model_copy(update={"collection": name}))


def measure(
    label: str, advisor: Advisor, args: argparse.Namespace
) -> list[tuple[str, int, dict[str, float]]]:  # noqa: E501
    """Warm up, then one cell per client count."""
    for q in QUESTIONS:
        advisor.ask(q)
    rows = []
    for clients in CLIENTS:
        cell = run_cell(advisor, clients, args.seconds, args.max_requests)
        rows.append((label, clients, cell))
        print(f"  {label:8} {clients:>2} clients: {cell['per_s']:.1f} answers/s", file=sys.stderr)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=8.0, help="time budget per cell")
    parser.add_argument("--max-requests", type=int, default=400, help="request budget per cell")
    parser.add_argument("--no-server", action="store_true", help="embedded mode only")
    args = parser.parse_args()

    embedded = get_settings().model_copy(update={"chroma_url": None})
    ingest(settings=embedded, progress=True)  # a no-op when the index is current
    rows = measure("embedded", make_advisor(embedded), args)
    if not args.no_server:
        folder = Path(tempfile.mkdtemp(prefix="bench-chroma-"))
        try:
            with chroma_server(folder) as url:
                server = embedded.model_copy(update={"chroma_url": url})
                seed_server(embedded, server)
                rows += measure("server", make_advisor(server), args)
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    load1, load5, _ = os.getloadavg()
    print(
        f"\nLoad benchmark: {len(QUESTIONS)} questions (en+zh, all intents), threads sharing one"
        f" Advisor; {os.cpu_count()} CPUs, load average {load1:.2f} (1 min) {load5:.2f} (5 min)"
    )
    print(f"budget per cell: {args.seconds:g} s or {args.max_requests} requests\n")
    print(f"| {'mode':8} | clients | answers | errors | answers/s | p50 ms | p95 ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for label, clients, c in rows:
        print(
            f"| {label:8} | {clients:>7} | {c['answers']:>7.0f} | {c['errors']:>6.0f} |"
            f" {c['per_s']:>9.1f} | {c['p50_ms']:>6.0f} | {c['p95_ms']:>6.0f} |"
        )


if __name__ == "__main__":
    main()
