"""Print the understanding scorecard: questions written apart from the parser, tuned and held out.

Usage: ``python benchmarks/understanding_scorecard.py
[tuned|heldout|fresh|fresh2|...|fresh8|both|all] [--failures]``. ``both`` is
tuned + heldout, ``all`` adds fresh. Each ``freshN`` set was written by a writer who never read
the parser, committed unscored, and scored once after a round of work; its failures were read
then, and it became a tuning set. Scored once: fresh2 66.4%, fresh3 73.2%, fresh4 81.2%,
fresh5 74.2%, fresh6 75.4% and fresh7 75.4% (2026-12-02, third to fifth sessions). ``fresh8``
(274 questions) is the next held-out set: score it once, at the end of a piece of work, and do
not read its failures before.
The advisor is the in-memory one (real knowledge files, word-length embedder), so figures
depend on the code and the knowledge, not on a built index. Only print the held-out failures
at the end of a piece of work: tuning on them would make the held-out score meaningless.
"""

from __future__ import annotations

import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.evaluation_understanding import (  # noqa: E402
    load_cases,
    render_understanding,
    run_understanding,
)
from ingest.memory import in_memory_advisor  # noqa: E402

CASES = ROOT / "tests" / "golden" / "understanding"


def main() -> None:
    """Score the chosen split(s) and print the scorecard(s)."""
    split = next((a for a in sys.argv[1:] if not a.startswith("-")), "tuned")
    failures = "--failures" in sys.argv
    advisor = in_memory_advisor(today=date(2026, 11, 29))

    def last_answer(turns: list[str]):  # type: ignore[no-untyped-def]
        answer = advisor.converse(turns).turns[-1].answer
        assert answer is not None
        return answer

    splits = {"both": ("tuned", "heldout"), "all": ("tuned", "heldout", "fresh")}
    for name in splits.get(split, (split,)):
        start = time.perf_counter()
        score = run_understanding(load_cases(CASES / f"{name}.yaml"), last_answer)
        print(f"== {name} ({time.perf_counter() - start:.1f} s)")
        print(render_understanding(score, show_failures=failures))


if __name__ == "__main__":
    main()
