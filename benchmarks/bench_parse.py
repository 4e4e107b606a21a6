"""Parsing speed: milliseconds per question over the parser's own case tables (target < 2 ms).

Usage: ``python benchmarks/bench_parse.py``. Prints the best of five passes and the load
average, since a loaded machine reads slower than the code is.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.catalog.specs import load_catalog  # noqa: E402
from assistant.question.parsing import parse  # noqa: E402
from tests.test_parsing import EN_CASES, ZH_CASES  # noqa: E402


def main() -> None:
    """Time ``parse`` over every parser case, warm, best of five passes."""
    catalog = load_catalog(ROOT / "knowledge" / "specs")
    questions = [c[0] for c in EN_CASES + ZH_CASES]
    for text in questions:  # warm the name indexes
        parse(text, catalog)
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for text in questions:
            parse(text, catalog)
        best = min(best, (time.perf_counter() - start) * 1000 / len(questions))
    load = os.getloadavg()[0]
    print(f"parse: {best:.2f} ms per question over {len(questions)} (load average {load:.1f})")


if __name__ == "__main__":
    main()
