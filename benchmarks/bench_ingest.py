"""Ingestion speed with the bundled MiniLM: full build, no-change re-ingest, one-guide edit.

Targets (issue 3): full ingest <= 60 s on 2 cores; no-change re-ingest <= 5 s.
Run: .venv/bin/python benchmarks/bench_ingest.py
"""

from __future__ import annotations

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


def main() -> None:
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

        chunks = len(collect_chunks(knowledge))
        print(f"cores available: {os.cpu_count()}; load average now: {os.getloadavg()[0]:.1f}")
        print(f"chunks: {chunks}")
        print(
            f"full ingest (fresh process, model load included): {full:.1f} s wall,"
            f" {child_cpu:.1f} s CPU  [target <= 60 s]"
        )
        print(f"no-change re-ingest (fresh process): {again:.2f} s  [target <= 5 s]")
        print(f"re-ingest after editing one guide: {edit:.1f} s")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
