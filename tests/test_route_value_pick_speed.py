"""A card to pick by value or price for a model, with a speed wanted and no card named, is a
recommendation: the speed is a condition on the pick, not a speed to report."""

import pytest

from assistant.question.request import _OBJECTIVE_RES, _first
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "best bang for buck gpu to run qwen2.5 7b, i'd like 60 tok/s or more",
        "cheapest card for llama 3.1 8b that still does 50 tokens/s?",
        "性价比最高的显卡跑qwen2.5 14b，希望每秒40个token以上",
    ],
)
def test_a_value_pick_with_a_speed_wanted_is_a_recommendation(advisor, question):
    assert advisor.ask(question).kind == "recommend"


def test_bang_for_buck_without_an_article_is_best_value():
    assert _first("best bang for buck for 8b?", _OBJECTIVE_RES) == "best_value"


def test_a_speed_on_a_named_card_stays_a_speed(advisor):
    answer = advisor.ask("how many tok/s does llama 3.1 8b get on a 4090?")
    assert answer.kind == "speed"
    assert "tokens/s" in answer.answer.splitlines()[0]
