"""HTTP API benchmark: requests/s and p50/p95 latency at 1 and 8 concurrent clients on loopback.

Starts ``gpu-advisor api`` on 127.0.0.1 (a free port, rate limit lifted) over the index in
``GPU_ADVISOR_INDEX`` (brought up to date first), then measures two endpoints: ``POST /ask``
(whole cited answers, en + zh, all intents) and ``POST /size`` (one calculator). Each client
is a thread with its own HTTP connection. The server is stopped at the end.

Run: ``.venv/bin/python benchmarks/bench_api.py [--seconds 8] [--max-requests 300]``.
Every cell is bounded by time and by request count, so the run takes about a minute.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

import httpx  # noqa: E402

from assistant.config import get_settings  # noqa: E402
from ingest.pipeline import ingest  # noqa: E402
from tests.support.servers import free_port, running_server  # noqa: E402

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
]
SIZES = [
    {"model": "13b", "method": "lora", "gpu": "rtx-4090", "count": 2},
    {"model": "llama-3-70b", "method": "inference", "gpu": "h100-sxm", "precision": "int4"},
    {"model": "qwen2.5-32b", "method": "qlora", "gpu": "rtx-4090"},
]
CLIENTS = (1, 8)
Cell = dict[str, float]


def run_cell(
    url: str, path: str, bodies: list[dict[str, Any]], clients: int, seconds: float, most: int
) -> Cell:
    """``clients`` threads post ``bodies`` in turn until the time or request budget is spent."""
    latencies: list[float] = []
    errors, issued = [0], [0]
    lock = threading.Lock()
    stop_at = time.perf_counter() + seconds

    def client(i: int) -> None:
        with httpx.Client(base_url=url, timeout=120) as http:
            n = i
            while time.perf_counter() < stop_at:
                with lock:
                    if issued[0] >= most:
                        return
                    issued[0] += 1
                body = bodies[n % len(bodies)]
                n += 1
                start = time.perf_counter()
                ok = http.post(path, json=body).status_code == 200
                took = time.perf_counter() - start
                with lock:
                    if ok:
                        latencies.append(took)
                    else:
                        errors[0] += 1

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    began = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - began
    p95 = statistics.quantiles(latencies, n=20)[-1] if len(latencies) >= 2 else float("nan")
    return {
        "requests": len(latencies),
        "errors": errors[0],
        "per_s": len(latencies) / wall,
        "p50_ms": statistics.median(latencies) * 1000 if latencies else float("nan"),
        "p95_ms": p95 * 1000,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=8.0, help="time budget per cell")
    parser.add_argument("--max-requests", type=int, default=300, help="request budget per cell")
    args = parser.parse_args()

    settings = get_settings().model_copy(update={"chroma_url": None})
    ingest(settings=settings, progress=False)  # a no-op when the index is current
    port = free_port()
    command = [sys.executable, "-m", "assistant", "api", "--port", str(port)]
    command += ["--rate-limit", "1000000"]
    env = {k: v for k, v in os.environ.items() if k not in ("CHROMA_URL", "ASSISTANT_LLM")}
    env.update(GPU_ADVISOR_INDEX=str(settings.index_dir))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    url = f"http://127.0.0.1:{port}"
    rows: list[tuple[str, int, Cell]] = []
    with running_server(command, port, health_path="/healthz", env=env, cwd=ROOT):
        with httpx.Client(base_url=url, timeout=120) as http:  # warm up every code path
            for q in QUESTIONS:
                http.post("/ask", json={"question": q}).raise_for_status()
        for path, bodies in (("/ask", [{"question": q} for q in QUESTIONS]), ("/size", SIZES)):
            for clients in CLIENTS:
                cell = run_cell(url, path, bodies, clients, args.seconds, args.max_requests)
                rows.append((path, clients, cell))
                print(f"  POST {path:5} {clients} clients: {cell['per_s']:.1f}/s", file=sys.stderr)

    load1, load5, _ = os.getloadavg()
    print(
        f"\nHTTP API benchmark: one uvicorn process on loopback, one advisor;"
        f" {os.cpu_count()} CPUs, load average {load1:.2f} (1 min) {load5:.2f} (5 min)"
    )
    print(f"budget per cell: {args.seconds:g} s or {args.max_requests} requests\n")
    print("| endpoint | clients | requests | errors | requests/s | p50 ms | p95 ms |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for path, clients, c in rows:
        print(
            f"| POST {path} | {clients} | {c['requests']:.0f} | {c['errors']:.0f} |"
            f" {c['per_s']:.1f} | {c['p50_ms']:.0f} | {c['p95_ms']:.0f} |"
        )


if __name__ == "__main__":
    main()
