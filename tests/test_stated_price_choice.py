"""A price stated with its figure beside two cards is context: the choice is the question."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.intent_cues import without_indifference
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_a_stated_price_is_blanked_and_an_asked_one_kept() -> None:
    said = "3090 和 4070 ti super 选哪个，价格都在五千左右"
    assert "价格" not in without_indifference(said)
    assert len(without_indifference(said)) == len(said)
    assert "价格" in without_indifference("4090 价格多少")
    assert "price" in without_indifference("what's the price of a 4090")
    assert "priced" not in without_indifference("both priced around $700, which one")


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("3090 和 4070 ti super 跑大模型选哪个，价格都在五千", ("RTX 3090", "4070 Ti SUPER")),
        ("4090 48G 魔改和 5090 跑大模型选哪个，价格差不多", ("4090 48GB", "RTX 5090")),
        ("5080 还是 4090 跑 llm，售价都是一万出头", ("RTX 5080", "RTX 4090")),
    ],
)  # fmt: skip
def test_two_cards_with_a_price_stated_are_compared(
    advisor, question: str, cards: tuple[str, ...]
) -> None:
    answer = last_answer(advisor, question)
    line = first_line(answer.answer)
    assert answer.kind == "compare"
    assert all(c in line for c in cards)


def test_a_price_asked_stays_a_price(advisor) -> None:
    answer = last_answer(advisor, "4090 价格多少一小时")
    assert answer.kind == "price" and "¥" in first_line(answer.answer)
