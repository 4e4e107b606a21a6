"""Questions written apart from the parser: the tuned and held-out halves as regression floors.

The floors are the scores measured when the registry of kinds landed (README, "Evaluation"),
less a small margin; a change that answers fewer of these questions fails here.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from assistant.evaluation_understanding import (
    load_cases,
    render_understanding,
    run_understanding,
    score_case,
)
from assistant.models import Answer
from tests.support.advisors import memory_advisor

CASES = Path(__file__).parent / "golden" / "understanding"
FLOORS = {"tuned": 0.47, "heldout": 0.45}


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


def test_the_scorer_fails_an_unrelated_or_wrong_answer():
    case = load_cases(CASES / "tuned.yaml")[0]
    wrong = Answer(
        question=case.q, language=case.lang, intent="unsupported", kind="unsupported",
        verdict=None, answer="I can only help with GPUs.",
    )  # fmt: skip
    assert not score_case(case, wrong).answered


@pytest.mark.parametrize("split", ["tuned", "heldout"])
def test_answered_share_holds_its_floor(advisor, split):
    def last_answer(turns: list[str]) -> Answer:
        answer = advisor.converse(turns).turns[-1].answer
        assert answer is not None
        return answer

    score = run_understanding(load_cases(CASES / f"{split}.yaml"), last_answer)
    assert score.answered >= FLOORS[split], render_understanding(score, show_failures=False)
