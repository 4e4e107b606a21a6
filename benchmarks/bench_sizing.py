"""Benchmark the memory estimator: estimates per second on one core, and accuracy.

Run: ``.venv/bin/python benchmarks/bench_sizing.py``. Prints
- estimates per CPU-second (process time, so other load on the machine does not count) for
  ``estimate_memory`` without and with "what would fit" alternatives,
  cycling over catalog models, GPUs, methods and counts (one process, one core);
- the accuracy table against tests/reference/published_memory.yaml (median |error| by method).
"""

from __future__ import annotations

import itertools
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.calc.sizing import Workload, estimate_memory  # noqa: E402
from assistant.catalog.specs import load_catalog  # noqa: E402
from tests.support.memory_reference import accuracy_rows, format_table  # noqa: E402


def cases() -> list[tuple]:
    cat = load_catalog()
    models = list(cat.models.values())
    gpus = [cat.gpus[g] for g in ("rtx-4090", "a100-80gb-sxm", "h100-sxm", "l40s", "rtx-3090")]
    workloads = [Workload(method=m) for m in ("inference", "full", "lora", "qlora")]
    workloads.append(Workload(method="inference", engine="vllm", batch=8, seq_len=8192))
    return list(itertools.product(models, gpus, (1, 2, 8), workloads))


def rate(all_cases: list[tuple], seconds: float, alternatives: bool) -> float:
    n, start = 0, time.process_time()
    for model, gpu, count, wl in itertools.cycle(all_cases):
        estimate_memory(model, gpu, count, wl, with_alternatives=alternatives)
        n += 1
        if n % 200 == 0 and time.process_time() - start > seconds:
            break
    return n / (time.process_time() - start)


def main() -> None:
    all_cases = cases()
    core = rate(all_cases, 2.0, alternatives=False)
    full = rate(all_cases, 2.0, alternatives=True)
    print(f"estimate_memory: {core:,.0f} estimates/s (one core, no alternatives)")
    print(f"estimate_memory: {full:,.0f} estimates/s (one core, with 'what would fit')")
    print(f"target >= 10,000/s: {'met' if core >= 10_000 else 'NOT met'}")
    print()
    print(format_table(accuracy_rows()))


if __name__ == "__main__":
    main()
