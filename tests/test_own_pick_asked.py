"""The assistant's own pick asked among three or more cards named is a recommendation with a
pick; of two cards with no budget ("A or B … which would you choose") the pick is the winner of
a comparison, and cards set head to head ("A vs B … which would you pick") stay one too."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "picked"),
    [
        ("4090、5090、A6000 三选一，你会选哪个跑 32b", "RTX A6000"),
        ("h200, b200 or mi300x for serving a 70b model, what would you go with?", "B200"),
    ],
)
def test_the_own_pick_is_a_recommendation(advisor, question, picked) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "recommend"
    assert picked in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("h100 or a100 for fine-tuning llama 8b — which would you choose?", "H100"),
        ("h200 or b200 for serving a 70b model, what would you go with?", "B200"),
    ],
)
def test_the_own_pick_of_two_is_the_comparison_winner(advisor, question, winner) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "compare"
    assert f"the {winner}" in answer.answer.splitlines()[0]


def test_cards_head_to_head_stay_a_comparison(advisor) -> None:
    question = "3x 3090 vs 1x rtx pro 6000 for 70b inference, which would you pick"
    assert advisor.ask(question).kind == "compare"
