"""The router's labelled-question vote: building its index, and one vote per question.

Usage: ``python benchmarks/bench_vote.py``. Prints the index build from scratch (tokenizing every
labelled question, jieba included), the build from the token cache a later process reads, and
the p50/p95 of one vote over the golden questions, with the load average (a loaded machine
reads slower than the code is). Also prints how often the vote is confident enough to be used.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.evaluation import load_golden  # noqa: E402
from assistant.kinds.asked_like import (  # noqa: E402
    CONFIDENT_SHARE,
    LabelledIndex,
    load_labelled,
)
from assistant.kinds.routing import _tokens  # noqa: E402
from assistant.rag.lexical import tokenize_all  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    """Time the index builds and the votes; print the figures."""
    labelled = load_labelled()
    texts = [item.q for item in labelled]
    with tempfile.TemporaryDirectory() as folder:
        cache = Path(folder) / "tokens.json"
        start = time.perf_counter()
        LabelledIndex(labelled, tokenize_all(texts, cache))
        cold = time.perf_counter() - start
        start = time.perf_counter()
        index = LabelledIndex(labelled, tokenize_all(texts, cache))
        warm = time.perf_counter() - start
    questions = [case.question for case in load_golden(ROOT / "tests" / "golden")]
    times, confident = [], 0
    for question in questions:
        start = time.perf_counter()
        vote = index.vote(_tokens(question))
        times.append((time.perf_counter() - start) * 1000)
        confident += vote is not None and vote.share >= CONFIDENT_SHARE
    print(f"labelled questions       {len(labelled):,}")
    print(f"index build, cold        {cold * 1000:,.0f} ms (tokenizing, jieba loaded)")
    print(f"index build, token cache {warm * 1000:,.0f} ms")
    print(
        f"one vote                 p50 {statistics.median(times):.2f} ms,"
        f" p95 {percentile(times, 0.95):.2f} ms over {len(questions)} golden questions"
    )
    print(f"clear votes (share >= {CONFIDENT_SHARE})  {confident / len(questions):.0%}")
    print(f"load average             {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
