"""The assistant's own pick asked among the cards named is a recommendation with a pick;
cards set head to head ("A vs B … which would you pick") stay a comparison."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "picked"),
    [
        ("h100 or a100 for fine-tuning llama 8b — which would you choose?", "H100"),
        ("4090、5090、A6000 三选一，你会选哪个跑 32b", "RTX A6000"),
        ("h200 or b200 for serving a 70b model, what would you go with?", "B200"),
    ],
)
def test_the_own_pick_is_a_recommendation(advisor, question, picked) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "recommend"
    assert picked in answer.answer.splitlines()[0]


def test_cards_head_to_head_stay_a_comparison(advisor) -> None:
    question = "3x 3090 vs 1x rtx pro 6000 for 70b inference, which would you pick"
    assert advisor.ask(question).kind == "compare"
