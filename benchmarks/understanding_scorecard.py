"""Print the understanding scorecard: questions written apart from the parser, tuned and held out.

Usage: ``python benchmarks/understanding_scorecard.py
[tuned|heldout|fresh|fresh2|...|fresh69|both|all] [--failures]``; ``--export-labelled`` writes
the read sets' first-turn questions and kinds to ``assistant/kinds/labelled_questions.json``,
the questions the router's neighbour vote learns from (never the held-out set). ``both`` is
tuned + heldout, ``all`` adds fresh. Each ``freshN`` set was written by a writer who never read
the parser, committed unscored, and scored once after a round of work; its failures were read
then, and it became a tuning set. Scored once: fresh2 66.4%, fresh3 73.2%, fresh4 81.2%,
fresh5 74.2%, fresh6 75.4% and fresh7 75.4% (2026-12-02, third to fifth sessions), fresh8 78.8%
and fresh9 81.2% (2026-12-03, sixth session, after its first and second rounds; 77.4% and 77.6%
on that session's starting code), fresh10 78.5% and fresh11 80.0% (2026-12-03, seventh session,
after its first and second rounds; 76.0% and 75.1% on that session's starting code), fresh12
83.6% and fresh13 83.2% (2026-12-03, eighth session, after its first and second rounds; 81.6%
and 80.8% on that session's starting code), fresh14 79.8% and fresh15 86.0% (2026-12-03, ninth
session, after its first and second rounds; 78.8% and 83.5% on that session's starting code);
fresh16 82.6% at that session's end (80.2% on its starting code; read in the tenth), fresh17
84.2% (2026-12-03, tenth session, after its first round; 83.8% on that session's starting code),
fresh18 80.1% at the tenth session's end (78.0% on its starting code; read in the eleventh),
fresh19 81.3% (2026-12-03, eleventh session, after its first round; 80.6% on its starting code),
fresh20 85.2% at the eleventh session's end (82.7% on its starting code; read in the twelfth),
fresh21 89.1% at the thirteenth session's end (88.4% on the twelfth session's starting code; read
in the fourteenth), fresh22 84.9% (2026-12-04, fourteenth session, after its first round; 85.3% on
that session's starting code; then read), fresh23 84.4% at the fourteenth session's end
(82.9% on its starting code; read in the fifteenth), fresh24 86.0% at the fifteenth session's end
(84.9% on its starting code; read in the sixteenth), fresh25 90.0% on the sixteenth session's
starting code and after its merges (read in the seventeenth), fresh26 91.8% on the seventeenth
session's final code (90.3% on its starting code; read in the eighteenth), fresh27 90.4% on the
seventeenth session's final code and 90.0% on the eighteenth's, fresh28 86.4% on the eighteenth
session's starting code and 86.8% on its final code (both read in the nineteenth), fresh29
88.1% on the nineteenth session's starting and final code (read in the twentieth); fresh30
88.4% on the twentieth session's starting code and 89.9% on its final code (read in the
twenty-first); fresh31 85.3% on the twenty-first session's starting code and 85.6% on its final
code (read in the twenty-second); fresh32 91.5% on the twenty-second session's starting and
final code (read in the twenty-third); fresh33 91.0% on the twenty-third session's starting code
and 91.7% on its final code (read in the twenty-fourth); fresh35, written blind in the
twenty-fourth session, 91.9% on that session's code before it was read (read then, a tuning
set from then on); fresh34 86.6% on the twenty-fourth session's starting code and 87.4% on its
final code (read in the twenty-fifth); fresh37, written blind in the twenty-fifth session, 89.6%
on that session's code at 7cc9c749 before it was read (read then, a tuning set from then on:
96.3% after that session's round); fresh36 90.4% on the twenty-fifth session's starting code
and 90.8% on its final code (read in the twenty-sixth);
fresh39, written blind in the twenty-sixth session, 85.3% on that session's code at 069c1280
before it was read (read then, a tuning set from then on); fresh38 88.0% on the twenty-sixth
session's starting code and 88.8% on its final code (read in the twenty-seventh); fresh41,
written blind in the twenty-seventh session, 80.3% on that session's starting code (ce4d0597)
before it was read (read then, a tuning set from then on); fresh40 83.9% on the
twenty-seventh session's starting code and 85.4% on its final code (read in the twenty-eighth);
fresh43, written blind in the twenty-eighth session, 81.8% on that session's starting code
(a2a6f246) before it was read (read then, a tuning set from then on); fresh42 82.4% on the
twenty-eighth session's starting code and on its final code, case for case (read in the
twenty-ninth); fresh45, written blind in the twenty-ninth session, 80.4% on that session's
starting code (05f0725e) before it was read (read then, a tuning set from then on); fresh44,
written beside it, 81.2% on that starting code and 82.4% on its final code (read in the
thirtieth); fresh47, written blind in the thirtieth session, 86.9% on that session's starting
code (f3ae8833) before it was read (read then, a tuning set from then on); fresh46, written
beside it, 87.9% on that starting code and 88.2% on its final code (read in the thirty-first);
fresh49, written blind in the thirty-first session, 81.2% on that session's starting code
(4f00bc42) before it was read (read then, a tuning set from then on); fresh48, written beside
it, 82.1% on that starting code and 82.8% on its final code (ea133ff; read in the
thirty-second); fresh51, written blind in the thirty-second session, 84.8% on that session's
starting code (0641ab28) before it was read (read then, a tuning set from then on); fresh50,
written beside it, 85.4% on that starting code and 86.5% on its final code (6f7954a3; read in
the thirty-third); fresh53, written blind in the thirty-third session, 80.4% on that session's
starting code (26d299b5) before it was read (read then, a tuning set from then on); fresh52,
written beside it, 87.7% on that starting code and 88.4% on its final code (c2dcfa1; read in
the thirty-fourth); fresh55, written blind in the thirty-fourth session, 80.1% on that
session's starting code (8133599e) before it was read (read then, a tuning set from then on);
fresh54, written beside it, 84.4% on that starting code and on its final code (8f0b75b; read
in the thirty-fifth); fresh57, written blind in the thirty-fifth session, 85.5% on that
session's starting code (d6cc3365) before it was read (read then, a tuning set from then on);
fresh56, written beside it, 82.1% on that starting code and 82.8% on its final code (e0dec57;
read in the thirty-sixth); fresh59, written blind in the thirty-sixth session, 76.0% on
that session's starting code (6519adb9) before it was read (read then, a tuning set from then
on); fresh58, written beside it, 85.6% on that starting code and 86.7% on its final code
(5afd108; read in the thirty-seventh); fresh61, written blind in the thirty-seventh session,
82.9% on that session's starting code (9885bad1) before it was read (read then, a tuning set
from then on); fresh60, written beside it, 85.8% on that starting code and on its final code
(ec7bc24; read in the thirty-eighth); fresh63, written blind in the thirty-eighth session,
83.4% on that session's starting code (13fd995c) before it was read (read then, a tuning set
from then on); fresh62, written beside it, 90.9% on that starting code and 91.2% on its final code
(81a8be8; read in the thirty-ninth); fresh65, written blind in the thirty-ninth session, 86.2% on
that session's starting code (41e6ac1a) before it was read (read then, a tuning set from then on);
fresh64, written beside it, 87.2% on that starting code and on its final code (8b7f67d; read in
the fortieth); fresh67, written blind in the fortieth session, 81.1% on that session's starting
code (c3eefc31) before it was read (read then, a tuning set from then on); fresh66, written
blind beside it, 90.2% on that starting code and 90.9% on its final code (248cd5e; read in the
forty-first); fresh69, written blind in the forty-first session, 85.9% on that session's
starting code (885410c3) before it was read (read then, a tuning set from then on); fresh68,
written blind beside it, is held out until a later session reads it.
The next held-out set is scored once, at the end of a piece of work; do not read its failures
before.
The advisor is the in-memory one (real knowledge files, word-length embedder), so figures
depend on the code and the knowledge, not on a built index. Only print the held-out failures
at the end of a piece of work: tuning on them would make the held-out score meaningless.
"""

from __future__ import annotations

import json
import sys
import time
from datetime import date
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from assistant.evaluation_understanding import (  # noqa: E402
    load_cases,
    render_understanding,
    run_understanding,
)
from assistant.kinds.asked_like import LABELLED_FILE  # noqa: E402
from ingest.memory import in_memory_advisor  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
CASES = GOLDEN / "understanding"


READ_SETS = (
    *("tuned", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7"),
    "fresh8",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
    "fresh13",
    "fresh14",
    "fresh15",
    "fresh16",
    "fresh17",
    "fresh18",
    "fresh19",
    "fresh20",
    "fresh21",
    "fresh22",
    "fresh23",
    "fresh24",
    "fresh25",
    "fresh26",
    "fresh27",
    "fresh28",
    "fresh29",
    "fresh30",
    "fresh31",
    "fresh32",
    "fresh33",
    "fresh34",
    "fresh35",
    "fresh36",
    "fresh37",
    "fresh38",
    "fresh39",
    "fresh40",
    "fresh41",
    "fresh42",
    "fresh43",
    "fresh44",
    "fresh45",
    "fresh46",
    "fresh47",
    "fresh48",
    "fresh49",
    "fresh50",
    "fresh51",
    "fresh52",
    "fresh53",
    "fresh54",
    "fresh55",
    "fresh56",
    "fresh57",
    "fresh58",
    "fresh59",
    "fresh60",
    "fresh61",
    "fresh62",
    "fresh63",
    "fresh64",
    "fresh65",
    "fresh66",
    "fresh67",
    "fresh69",
)
"""The sets whose failures have been read: tuning data. The held-out set is not among them."""


def export_labelled() -> None:
    """Write the read sets' questions, with their kinds, for the router's neighbour vote.

    The golden sets' how-to and why questions (intent ``concept``) join them as the explanation
    kind: without them, "how do I match driver and CUDA versions" sits nearest to troubles.
    """
    rows = []
    for name in READ_SETS:
        for case in load_cases(CASES / f"{name}.yaml"):
            if case.after is None:  # a follow-up's kind is its conversation's, not its words'
                rows.append(
                    {"q": case.q, "kind": case.kind, "workload": case.workload, "source": name}
                )
    for path in sorted(GOLDEN.glob("*.yaml")):  # the how-to questions of the golden sets
        for case in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("cases", []):
            if case.get("intent") == "concept" and isinstance(case.get("question"), str):
                rows.append({"q": case["question"], "kind": "concept", "source": path.stem})
    generated = (
        "Generated by `python benchmarks/understanding_scorecard.py --export-labelled` from the"
        " understanding sets already read (tests/golden/understanding) and the golden sets'"
        " how-to questions (tests/golden/*.yaml, intent concept); never the held-out set."
    )
    # one question a line, so a re-export's diff shows the questions that joined
    lines = ",\n".join(json.dumps(row, ensure_ascii=False) for row in rows)
    body = f'{{"generated": {json.dumps(generated)},\n"questions": [\n{lines}\n]}}\n'
    LABELLED_FILE.write_text(body, encoding="utf-8")
    print(f"{len(rows)} labelled questions -> {LABELLED_FILE.relative_to(ROOT)}")


def main() -> None:
    """Score the chosen split(s) and print the scorecard(s)."""
    if "--export-labelled" in sys.argv:
        export_labelled()
        return
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
