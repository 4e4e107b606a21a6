"""Questions written apart from the parser: the tuned and held-out halves and the fresh sets
(written 2026-12-02, each scored once before being worked on) as regression floors.

The floors are the scores last measured (README, "Performance"), less a small margin; a change
that answers fewer of these questions fails here.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import get_args

import pytest

from assistant.evaluation_understanding import (
    CaseKind,
    load_cases,
    render_understanding,
    run_understanding,
    score_case,
)
from assistant.models import Answer
from assistant.models.answer import ToolCall
from assistant.question.conversation import Conversation, Turn
from tests.support.advisors import memory_advisor

CASES = Path(__file__).parent / "golden" / "understanding"
FLOORS = {
    "tuned": 0.96,
    "heldout": 0.95,
    "fresh": 0.96,
    "fresh2": 0.96,
    "fresh3": 0.97,
    "fresh4": 0.96,
    "fresh5": 0.97,
    "fresh6": 0.96,
    "fresh7": 0.96,
    "fresh8": 0.94,
    "fresh9": 0.96,
    "fresh10": 0.95,
    "fresh11": 0.95,
    "fresh12": 0.95,
    "fresh13": 0.96,
    "fresh14": 0.94,
    "fresh15": 0.95,
    "fresh16": 0.95,
    "fresh17": 0.96,
    "fresh18": 0.95,
    "fresh19": 0.95,
    "fresh20": 0.95,
    "fresh21": 0.96,
    "fresh22": 0.95,
    "fresh23": 0.95,
    "fresh24": 0.97,
    "fresh25": 0.97,
    "fresh26": 0.97,
    "fresh27": 0.95,
    "fresh28": 0.96,
    "fresh29": 0.97,
    "fresh30": 0.97,
    "fresh31": 0.96,
    "fresh32": 0.96,
    "fresh33": 0.97,
    "fresh34": 0.97,
    "fresh35": 0.96,
    "fresh36": 0.97,
    "fresh37": 0.95,
    "fresh38": 0.97,
    "fresh39": 0.95,
    "fresh40": 0.97,
    "fresh41": 0.96,
    "fresh42": 0.94,
    "fresh43": 0.96,
    "fresh44": 0.94,
    "fresh45": 0.93,
    "fresh46": 0.97,
    "fresh47": 0.91,
    "fresh48": 0.93,
    "fresh49": 0.90,
    "fresh50": 0.93,
    "fresh51": 0.89,
    "fresh52": 0.93,
    "fresh53": 0.89,
    "fresh54": 0.95,
    "fresh55": 0.89,
    "fresh56": 0.95,
    "fresh57": 0.95,
    "fresh58": 0.96,
    "fresh59": 0.87,
    "fresh60": 0.93,
    "fresh61": 0.94,
    "fresh62": 0.96,
    "fresh63": 0.94,
    "fresh64": 0.96,
    "fresh65": 0.96,
    "fresh66": 0.93,
    "fresh67": 0.82,
    "fresh69": 0.91,
}
"""Measured 2026-12-03 at the end of the ninth session, each less about three points: the sets
worked on (tuned 98.8%, held-out 97.9%, fresh 99.5%, fresh2 100%, fresh3 100%, fresh4 99.6%,
fresh5 100%, fresh6 97.9%, fresh7 99.2%, fresh8 97.8%, fresh9 99.6%, fresh10 99.3%, fresh11
98.9%, fresh12 98.3%, fresh13 96.2%, fresh14 93.2%; all had their failures read) and fresh15
(86.0% when scored once, untouched; 87.7% once its questions joined the labelled vote; a tuning
set from now on). fresh4 to fresh14 were each scored once before their failures were read:
81.2%, 74.2%, 75.4%, 75.4%, 78.8%, 81.2%, 78.5%, 80.0%, 83.6%, 83.2% and 79.8%. fresh16, written
at the session's end, was scored once on its final code (82.6%); its failures were read at the
start of the tenth session (84.4% once its questions joined the labelled vote; 99.0% after the
tenth session's first round) and it is a tuning set from then on. fresh17, written in the tenth
session, was scored once after its first round (84.2%; 85.2% once its questions joined the
labelled vote) and is a tuning set from then on. fresh18, written in the tenth session, was
scored once on its final code (80.1%); its failures were read at the start of the eleventh session
and it is a tuning set from then on. fresh19, written in the eleventh session, was scored once after
its first round (81.3%) and is a tuning set from then on. fresh20, written in the eleventh
session, was scored once on its final code (85.2%); its failures were read at the start of the
twelfth session and it is a tuning set from then on. Raised 2026-12-04 (thirteenth session) to
about three points under that session's end figures: fresh6 99.2%, fresh13 99.3%, fresh14 97.3%,
fresh15 98.6%, fresh17 99.3%, fresh18 98.3%, fresh19 98.3%, fresh20 98.9%. fresh21, written blind
in the twelfth session, was scored once on the thirteenth session's final code (89.1%); its
failures were read at the start of the fourteenth session (2026-12-04) and it is a tuning set from
then on (99.3% at the end of its first round: floor 0.96). fresh22, written blind in the fourteenth
session, was scored once after that session's first round (84.9%; 85.3% on its starting code),
its failures read then, and it is a tuning set from then on (92.8% after the second round; 97.9%
after the fifteenth session: floor 0.95).
fresh23, written blind in the fourteenth session's second round, was scored once on that session's
final code (84.4%); its failures were read at the start of the fifteenth session (2026-12-04) and it
is a tuning set from then on (97.8% at that session's end: floor 0.95). fresh24, written blind in
the fifteenth session, was scored once on that session's final code (86.0%; 84.9% on its starting
code); its failures were read at the start of the sixteenth session (2026-12-04) and it is a tuning
set from then on (100% at that session's end: floor 0.97). fresh25, written blind in the sixteenth
session, was scored once on that session's starting code (90.0%) and after its merges (90.0%); its
failures were read at the start of the seventeenth session (2026-12-05) and it is a tuning set from
then on (99.6% at that session's end: floor 0.97). fresh26, written blind in the seventeenth
session, was scored on that session's starting code (90.3%) and on its final code (91.8%); its
failures were read at the start of the eighteenth session (92.1% once its questions joined the
labelled vote; 99.6% at the eighteenth session's end: floor 0.97) and it is a tuning set from
then on. fresh27, written blind later in the seventeenth session, was scored on its final code
(90.4%) and on the eighteenth session's final code (90.0%); fresh28, written blind in the
eighteenth session, was scored on that session's starting code (86.4%) and on its final code
(86.8%). Their failures were read at the start of the nineteenth session (2026-12-05; fresh27
90.7%, fresh28 87.9% once their questions joined the labelled vote) and they are tuning sets from
then on (98.6% and 99.3% after that session's first round: floors 0.95 and 0.96). fresh29,
written blind in the nineteenth session, was scored on that session's starting code (88.1%) and
on its final code (88.1%); its failures were read at the start of the twentieth session
(2026-12-05; 88.4% once its questions joined the labelled vote) and it is a tuning set from then
on (100% after that session's first round: floor 0.97). fresh30, written blind in the twentieth
session, was scored on that session's starting code (88.4%) and on its final code (89.9%); its
failures were read at the start of the twenty-first session (2026-12-05; 90.6% once its questions
joined the labelled vote) and it is a tuning set from then on (100% after that session's first
round: floor 0.97). fresh31, written blind in the twenty-first session, was scored on that
session's starting code (85.3%) and on its final code (85.6%); its failures were read at the start
of the twenty-second session (2026-12-05; 86.0% once its questions joined the labelled vote) and it
is a tuning set from then on (99.3% after that session's round: floor 0.96). fresh32, written
blind in the twenty-second session, was scored on that session's starting and final code (91.5%
both); its failures were read at the start of the twenty-third session (2026-12-05) and it is a
tuning set from then on (99.6% after that session's round: floor 0.96). fresh33, written blind
in the twenty-third session, was scored on that session's starting code (91.0%) and on its final
code (91.7%); its failures were read at the start of the twenty-fourth session (2026-12-05; 93.1%
once its questions joined the labelled vote) and it is a tuning set from then on (100% after that
session's round: floor 0.97). fresh34, written blind in the twenty-fourth session, was scored
on that session's starting code (86.6%) and on its final code (87.4%); its failures were read at
the start of the twenty-fifth session (2026-12-06; 87.4% once its questions joined the labelled
vote) and it is a tuning set from then on (100% after that session's round: floor 0.97). fresh35,
written blind in the same session, was
scored once on that session's code at e73bf24c (91.9%) and read at once: a tuning set (98.8%
after that session's second round: floor 0.96). fresh37, written blind in the twenty-fifth
session, was scored once on that session's code at 7cc9c749 (89.6%) and read at once: a tuning
set (96.3% after that session's round: floor 0.95). fresh36, written blind in the twenty-fifth
session, was scored on that session's starting code (90.4%) and on its final code (90.8%); its
failures were read at the start of the twenty-sixth session (2026-12-06; 91.1% once its
questions joined the labelled vote) and it is a tuning set from then on (99.7% after that
session's round: floor 0.97). fresh38, written blind in the twenty-sixth session, was scored
on that session's starting code (88.0%) and on its final code (88.8%); its failures were read
at the start of the twenty-seventh session (2026-12-06) and it is a tuning set from then on
(100% after that session's round: floor 0.97). fresh41, written blind in the twenty-seventh
session, was scored once on that session's starting code (ce4d0597: 80.3%) and read at once:
a tuning set (99.2% after that session's round: floor 0.96). fresh40, written blind in the same
session, was scored on that starting code (83.9%) and on its final code (85.4%); its failures
were read at the start of the twenty-eighth session (2026-12-06) and it is a tuning set from
then on (100% after that session's round: floor 0.97). fresh43, written blind in the
twenty-eighth session, was scored once on that session's starting code (a2a6f246: 81.8%) and
read at once: a tuning set (98.8% after that session's round: floor 0.96). fresh42, written
blind beside it, scored 82.4% on that starting code and on that session's final code, case for
case; its failures were read at the start of the twenty-ninth session (2026-12-06) and it is a
tuning set from then on (97.1% after that session's round: floor 0.94). fresh45, written
blind in the twenty-ninth session, was scored once on that session's starting code (05f0725e:
80.4%) and read at once: a tuning set (96.5% after that session's round: floor 0.93).
fresh44, written blind beside it, scored 81.2% on that starting code and 82.4% on that
session's final code; its failures were read at the start of the thirtieth session
(2026-12-06) and it is a tuning set from then on (96.9% after that session's round: floor
0.94). fresh47, written blind in the thirtieth session, was scored once on that session's
starting code (f3ae8833: 86.9%) and read at once: a tuning set (94.2% after that session's
round: floor 0.91). fresh46,
written blind beside it, scored 87.9% on that starting code and 88.2% on that session's final
code; its failures were read at the start of the thirty-first session (2026-12-06) and it is a
tuning set from then on (100% after that session's round: floor 0.97). fresh49, written
blind in the thirty-first session, was scored once on that session's starting code (4f00bc42:
81.2%) and read at once: a tuning set (93.8% after that session's round: floor 0.90).
fresh48, written blind beside it, scored 82.1% on that starting code and 82.8% on that
session's final code (ea133ff); its failures were read at the start of the thirty-second
session (2026-12-06) and it is a tuning set from then on (96.6% after that session's round:
floor 0.93). fresh51, written blind in the thirty-second session, was scored once on that
session's starting code (0641ab28: 84.8%) and read at once: a tuning set (92.8% after that
session's round: floor 0.89). fresh50, written blind beside it, scored 85.4% on that
starting code and 86.5% on that session's final code (6f7954a3); its failures were read at
the start of the thirty-third session (2026-12-06) and it is a tuning set from then on
(96.7% after that session's round: floor 0.93). fresh53, written blind in the
thirty-third session, was scored once on that session's starting code (26d299b5: 80.4%) and
read at once: a tuning set (92.3% after that session's round: floor 0.89). fresh52,
written blind beside it, scored 87.7% on that starting code and 88.4% on that session's
final code (c2dcfa1); its failures were read at the start of the thirty-fourth session
(2026-12-07) and it is a tuning set from then on (96.5% after that session's round: floor
0.93). fresh55, written blind in the thirty-fourth session, was scored once on that session's
starting code (8133599e: 80.1%) and read at once: a tuning set (92.1% after that session's
round: floor 0.89). fresh54, written blind beside it, scored 84.4% on that starting code and
on that session's final code (8f0b75b); its failures were read at the start of the
thirty-fifth session (2026-12-07) and it is a tuning set from then on (98.6% after that
session's round: floor 0.95). fresh57, written blind in the thirty-fifth session, was scored
once on that session's starting code (d6cc3365: 85.5%) and read at once: a tuning set (98.0%
after that session's round: floor 0.95). fresh56, written blind beside it, scored 82.1% on
that starting code and 82.8% on that session's final code (e0dec57); its failures were read at
the start of the thirty-sixth session (2026-12-07) and it is a tuning set from then on
(98.2% after that session's round: floor 0.95). fresh59,
written blind in the thirty-sixth session, was scored once on that session's starting code
(6519adb9: 76.0%) and read at once: a tuning set (90.5% after that session's round: floor
0.87). fresh58, written blind beside it, scored 85.6% on that starting code and 86.7% on that
session's final code (5afd108); its failures were read at the start of the thirty-seventh
session (2026-12-07) and it is a tuning set from then on (99.3% after that session's round:
floor 0.96). fresh61, written blind in the thirty-seventh session, was scored once on that
session's starting code (9885bad1: 82.9%) and read at once: a tuning set (97.2% after that
session's round: floor 0.94). fresh60, written blind beside it, scored 85.8% on that starting
code and on that session's final code (ec7bc24); its failures were read at the start of the
thirty-eighth session (2026-12-07) and it is a tuning set from then on (95.8% after that
session's round: floor 0.93). fresh63, written blind in the thirty-eighth session, was scored
once on that session's starting code (13fd995c: 83.4%) and read at once: a tuning set (96.9%
after that session's round: floor 0.94). fresh62, written blind beside it, scored 90.9% on
that starting code and 91.2% on that session's final code (81a8be8); its failures were read at
the start of the thirty-ninth session (2026-12-07; three labels mended) and it is a tuning set
from then on (99.6% after that session's two rounds: floor 0.96). fresh65, written blind in the
thirty-ninth session, was scored once on that session's starting code (41e6ac1a: 86.2%) and
read at once: a tuning set (99.0% after that session's two rounds: floor 0.96). fresh64, written
blind beside it, scored 87.2% on that starting code and on that session's final code (8b7f67d);
its failures were read at the start of the fortieth session (2026-12-07) and it is a tuning set
from then on (99.0% after that session's round: floor 0.96). fresh67, written blind in the
fortieth session, was scored once on that session's starting code (c3eefc31: 81.1%) and read at
once: a tuning set (85.0% after that session's round: floor 0.82). fresh66, written blind
beside it, scored 90.2% on that starting code and 90.9% on that session's final code (248cd5e);
its failures were read at the start of the forty-first session (2026-12-07) and it is a tuning
set from then on (96.9% after that session's round: floor 0.93). fresh69, written blind in the
forty-first session, was scored once on that session's starting code (885410c3: 85.9%) and read
at once: a tuning set (94.5% after that session's round: floor 0.91). fresh68, written blind
beside it, is held out: no floor, and its failures are not read.
fresh39, written blind in the twenty-sixth session, was scored once on that session's code
at 069c1280 (85.3%) and read at once: a tuning set (98.2% after that session's round: floor
0.95)."""


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_the_set_is_large_bilingual_and_split_by_kind():
    tuned, held = load_cases(CASES / "tuned.yaml"), load_cases(CASES / "heldout.yaml")
    cases = tuned + held
    assert len(cases) >= 200
    assert len({c.id for c in cases}) == len(cases)
    assert 0.4 <= sum(c.lang == "zh" for c in cases) / len(cases) <= 0.6
    tuned_kinds, held_kinds = Counter(c.kind for c in tuned), Counter(c.kind for c in held)
    assert set(tuned_kinds) == set(held_kinds)  # every kind is on both sides
    assert not {c.q for c in tuned} & {c.q for c in held}


def test_the_fresh_set_is_a_second_held_out_set():
    fresh = load_cases(CASES / "fresh.yaml")
    assert len(fresh) >= 200 and len({c.id for c in fresh}) == len(fresh)
    assert 0.4 <= sum(c.lang == "zh" for c in fresh) / len(fresh) <= 0.6
    others = load_cases(CASES / "tuned.yaml") + load_cases(CASES / "heldout.yaml")
    # a bare follow-up ("what about with 32k context") may recur after a different first turn
    assert not {(c.after, c.q) for c in fresh} & {(c.after, c.q) for c in others}


def test_each_later_set_is_written_apart_from_the_earlier_ones():
    earlier: set[tuple[str | None, str]] = set()
    for name in ("tuned", "heldout", "fresh", *(f"fresh{n}" for n in range(2, 70))):
        cases = load_cases(CASES / f"{name}.yaml")
        assert len({c.id for c in cases}) == len(cases)
        # a bare greeting ("yo", "hi") may recur; anything longer is written anew
        pairs = {(c.after, c.q) for c in cases if len(c.q.strip()) > 3}
        if name.startswith("fresh"):
            assert (
                len(cases) >= 200 and 0.4 <= sum(c.lang == "zh" for c in cases) / len(cases) <= 0.6
            )
            assert not pairs & earlier
        earlier |= pairs


@pytest.mark.parametrize(
    "name",
    [f"fresh{n}" for n in range(5, 36)],
)
def test_a_later_held_out_set_asks_every_kind(name):
    """Each later set asks every kind, with follow-ups, things not covered and other workloads.

    A held-out set is checked for its shape only, never scored before its turn.
    """
    cases = load_cases(CASES / f"{name}.yaml")
    assert set(Counter(c.kind for c in cases)) == set(get_args(CaseKind))  # every kind is asked
    assert any(c.after for c in cases) and any(not c.covered for c in cases)
    assert any(c.workload != "llm" for c in cases)


def test_the_scorer_fails_an_unrelated_or_wrong_answer():
    case = load_cases(CASES / "tuned.yaml")[0]
    wrong = Answer(
        question=case.q, language=case.lang, intent="unsupported", kind="unsupported",
        verdict=None, answer="I can only help with GPUs.",
    )  # fmt: skip
    assert not score_case(case, wrong).answered


@pytest.mark.parametrize("split", list(FLOORS))
def test_answered_share_holds_its_floor(advisor, split):
    cases = load_cases(CASES / f"{split}.yaml")
    # a follow-up's earlier turn is mostly another case of its set, asked verbatim: it is
    # answered once, and the follow-up continues that turn as converse() would
    openings = {c.after for c in cases if c.after is not None}
    opened: dict[str, Turn] = {}

    def last_answer(turns: list[str]) -> Answer:
        conversation = Conversation()
        for question in turns:
            turn = None if conversation.turns else opened.get(question)
            if turn is None:
                turn = advisor.answer_turn(question, conversation)
            if not conversation.turns and question in openings:
                opened[question] = turn
            conversation.turns.append(turn)
        answer = conversation.turns[-1].answer
        assert answer is not None
        return answer

    score = run_understanding(cases, last_answer)
    assert score.answered >= FLOORS[split], render_understanding(score, show_failures=False)


@pytest.mark.parametrize(("ran_on", "kept"), [("flux-dev", True), ("sdxl", False)])
def test_a_stated_model_is_kept_when_the_calculator_ran_on_it(ran_on, kept):
    """ "Flux dev" is kept by a speed estimate on flux-dev, whatever the answer's display name."""
    case = load_cases(CASES / "tuned.yaml")[0].model_copy(
        update={"q": "flux dev on a 3090, seconds per image?", "facts": {"model": "Flux dev"}}
    )
    call = ToolCall(tool="estimate_workload_speed", input={"workload": ran_on}, output={})
    answer = Answer(
        question=case.q, language="en", intent="speed", kind="speed", verdict=None,
        answer="About 30 seconds per image on the RTX 3090.", tool_calls=[call],
    )  # fmt: skip
    assert score_case(case, answer).checks["facts"] is kept


@pytest.mark.parametrize(
    ("said", "kept"), [("4 × RTX 3090，Qwen2.5-1.5B 全参数微调：", True), ("4 × RTX 3090：", False)]
)
def test_a_stated_method_is_kept_when_the_answer_names_it_in_chinese(said, kept):
    """Full fine-tuning said as 全参数微调 keeps the method; an answer silent on it does not."""
    case = load_cases(CASES / "tuned.yaml")[0].model_copy(
        update={"q": "4张3090全参微调 qwen2.5 1.5b 报错", "facts": {"method": "full"}}
    )
    answer = Answer(
        question=case.q, language="zh", intent="concept", kind="troubleshoot", verdict=None,
        answer=said,
    )  # fmt: skip
    assert score_case(case, answer).checks["facts"] is kept


@pytest.mark.parametrize(
    ("snippet", "kept"), [("显存（健康度）：跑 memtest_vulkan", True), ("电价", False)]
)
def test_a_quote_shares_a_chinese_word_wherever_the_question_puts_it(snippet, kept):
    """ "测显存" holds "显存" though its characters pair as 测显 + 存…: every pair is a word."""
    from assistant.models import Citation

    case = load_cases(CASES / "tuned.yaml")[0].model_copy(
        update={"q": "闲鱼收的 3090，怎么测显存有没有坏块", "facts": {}}
    )
    quote = Citation(n=1, doc_id="guide-used", title="", section="", snippet=snippet, source="")
    answer = Answer(
        question=case.q, language="zh", intent="concept", kind="verify", verdict=None,
        answer="跑 memtest_vulkan。 [1]", citations=[quote],
    )  # fmt: skip
    assert score_case(case, answer).checks["quotes"] is kept
