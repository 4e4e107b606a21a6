"""Speed estimator vs published measurements (tests/reference/published_speed.yaml), by engine.

Run: python benchmarks/bench_speed.py   (prints every row, then median |error| by engine)
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.test_speed_published import by_engine, errors, exclusion, rows  # noqa: E402


def main() -> None:
    """Print each row's error, the excluded rows with their reasons, and the summary."""
    errs = errors()
    print(f"{'row':44} {'engine':13} {'published':>10} {'estimated':>10} {'error':>7}")
    for row_id, engine, published, estimated, rel in errs:
        print(f"{row_id[:44]:44} {engine:13} {published:10.1f} {estimated:10.1f} {rel:+7.0%}")
    excluded = [(r["id"], exclusion(r)) for r in rows() if exclusion(r) is not None]
    print(f"\nexcluded {len(excluded)} rows:")
    for row_id, reason in excluded:
        print(f"  {row_id}: {reason}")
    absolute = [abs(e[4]) for e in errs]
    print(f"\n{'engine':13} {'rows':>5} {'median |error|':>15}")
    for engine, (count, median) in by_engine(errs).items():
        print(f"{engine:13} {count:5d} {median:15.1%}")
    within = sum(a <= 0.30 for a in absolute) / len(absolute)
    median = statistics.median(absolute)
    print(f"{'all':13} {len(errs):5d} {median:15.1%}   within 30%: {within:.0%}")


if __name__ == "__main__":
    main()
