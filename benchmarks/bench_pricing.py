"""Benchmark the pricing layer: table loading and calculator throughput.

Run: ``.venv/bin/python benchmarks/bench_pricing.py``. Prints
- seconds to parse and validate offerings.yaml + fx.yaml + tco.yaml (cold, then memoised);
- ``price_job`` calls per second over all 103 bundled offerings (8 GPUs, 168 h, in CNY);
- ``rent_vs_buy`` calls per second (with the 10-row utilisation table).
"""

from __future__ import annotations

import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.calc.pricing import JobSpec, price_job  # noqa: E402
from assistant.calc.tco import default_ownership_inputs, rent_vs_buy  # noqa: E402
from assistant.catalog.offers import _cached_rows, load_price_book, load_tco  # noqa: E402

SPECS = ROOT / "knowledge" / "specs"
TODAY = date(2026, 11, 29)
NO_USER = Path("/nonexistent/prices.yaml")


def rate(fn, seconds: float = 1.0) -> float:
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        fn()
        n += 1
    return n / (time.perf_counter() - start)


def main() -> None:
    _cached_rows.cache_clear()
    start = time.perf_counter()
    book = load_price_book(SPECS, NO_USER)
    tco = load_tco(SPECS)
    cold = time.perf_counter() - start
    start = time.perf_counter()
    load_price_book(SPECS, NO_USER)
    load_tco(SPECS)
    warm = time.perf_counter() - start
    print(
        f"load offerings+fx+tco: cold {cold:.2f} s, memoised {warm * 1000:.1f} ms"
        f" ({len(book.offers)} offerings)"
    )
    job = JobSpec(gpu_count=8, hours=168)
    per_s = rate(
        lambda: price_job(
            job, book.offers, today=TODAY, currency="CNY", fx_rates=book.fx, rank_by="best"
        )
    )
    print(f"price_job over {len(book.offers)} offerings: {per_s:,.0f} calls/s")
    inputs = default_ownership_inputs(
        tco, book.offers, book.fx, gpu_id="h100-sxm", gpu_count=8, currency="USD", utilization=0.6
    )
    print(f"rent_vs_buy: {rate(lambda: rent_vs_buy(inputs, today=TODAY)):,.0f} calls/s")


if __name__ == "__main__":
    main()
