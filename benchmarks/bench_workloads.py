"""Image, video, vision and speech estimators vs published figures, calibration and held out.

Run: python benchmarks/bench_workloads.py   (prints every row, then the median |error| per split)
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.catalog.specs import load_catalog  # noqa: E402
from tests.test_workload_reference import MEMORY, ROWS, predicted  # noqa: E402


def main() -> None:
    """Print each row's published and estimated figure and error, then the medians."""
    catalog = load_catalog()
    print(f"{'row':32} {'split':12} {'metric':18} {'published':>10} {'estimated':>10} {'error':>7}")
    by_split: dict[str, list[tuple[str, float]]] = {}
    for row in ROWS:
        estimate = predicted(catalog, row)
        error = estimate / row["value"] - 1
        by_split.setdefault(row["split"], []).append((row["metric"], error))
        print(
            f"{row['id'][:32]:32} {row['split']:12} {row['metric']:18} {row['value']:10.4g}"
            f" {estimate:10.4g} {error:+7.1%}"
        )
    print(f"\n{'split':12} {'rows':>5} {'median':>8} {'memory':>8} {'speed':>8}")
    for split, errs in by_split.items():
        memory = [abs(e) for m, e in errs if m in MEMORY]
        speed = [abs(e) for m, e in errs if m not in MEMORY]
        print(
            f"{split:12} {len(errs):5d} {statistics.median(abs(e) for _, e in errs):8.1%}"
            f" {statistics.median(memory):8.1%} {statistics.median(speed):8.1%}"
        )


if __name__ == "__main__":
    main()
