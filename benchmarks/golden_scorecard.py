"""Print the golden-set scorecard over the in-memory advisor (no index needed).

The advisor answers from the knowledge folder with the in-memory index and the word-length fake
embedder (as ``golden_snapshot.py`` does), so the figures depend on the code and the catalog,
not on a built index. Usage: ``python benchmarks/golden_scorecard.py [FOLDER_OR_YAML ...]``
(default: tests/golden). Prints the scorecard with every failing check.
"""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.catalog.specs import load_table  # noqa: E402
from assistant.evaluation import GoldenCase, load_golden, render_scorecard, run_eval  # noqa: E402
from ingest.memory import in_memory_advisor  # noqa: E402


def main() -> None:
    """Score the golden cases in the folders or files named (tests/golden by default)."""
    targets = [Path(a) for a in sys.argv[1:]] or [ROOT / "tests" / "golden"]
    cases: list[GoldenCase] = []
    for target in targets:
        if target.is_dir():
            cases += load_golden(target)
        else:
            cases += load_table(target, "cases", GoldenCase)
    advisor = in_memory_advisor(today=date(2026, 11, 29))
    print(render_scorecard(run_eval(cases, advisor.ask, advisor.catalog)))


if __name__ == "__main__":
    main()
