"""Benchmark `ask`: warm latency over the golden questions and cold CLI start-to-answer time.

Targets (issue 27): warm p50 <= 30 ms and p95 <= 80 ms on 2 cores without an LLM; cold CLI
`ask` (process start to answer) <= 3 s. Uses the configured index (run `gpu-advisor ingest`);
the first cold run also writes the BM25 token cache, so the median is the figure.

    python benchmarks/bench_ask.py [--passes 3] [--cold 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.advisor import get_advisor  # noqa: E402
from assistant.evaluation import load_golden  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--cold", type=int, default=3)
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    questions = [c.question for c in load_golden(ROOT / "tests" / "golden")]

    start = time.perf_counter()
    advisor = get_advisor()
    load_s = time.perf_counter() - start
    advisor.ask(questions[0])  # first query warms the embedder and jieba

    latencies = []
    for _ in range(args.passes):
        for q in questions:
            t = time.perf_counter()
            advisor.ask(q)
            latencies.append((time.perf_counter() - t) * 1000)
    print(f"load (catalog, prices, index, embedder): {load_s:.2f} s")
    print(
        f"warm ask over {len(questions)} golden questions x {args.passes}:"
        f" p50 {statistics.median(latencies):.1f} ms, p95 {percentile(latencies, 0.95):.1f} ms,"
        f" max {max(latencies):.1f} ms"
    )

    cli = ROOT / ".venv" / "bin" / "gpu-advisor"
    command = [str(cli)] if cli.exists() else [sys.executable, "-m", "assistant"]
    cold = []
    for _ in range(args.cold):
        t = time.perf_counter()
        subprocess.run(
            [*command, "ask", "--json", "can I fine-tune a 13B model on two 4090s?"],
            check=True,
            capture_output=True,
            env={**os.environ, "HF_HUB_OFFLINE": "1"},
        )
        cold.append(time.perf_counter() - t)
    print(
        f"cold CLI ask (process start to answer) x {args.cold}: median"
        f" {statistics.median(cold):.2f} s, min {min(cold):.2f} s"
    )
    print(f"machine load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
