"""The models a rented card can serve, asked with its rental period, are the list, not a price."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "card"),
    [
        (
            "renting an A100 80GB on runpod for a week, what open models can I run unquantized?",
            "A100",
        ),
        ("租一张 H100 80G 一个月，不量化能跑哪些开源模型", "H100"),
        ("paying $2/hr for an L40S — which open weights models fit at fp16?", "L40S"),
    ],
)
def test_the_list_is_answered_for_a_rented_card(advisor, question, card) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "fits_hardware"
    first = answer.answer.splitlines()[0]
    assert card in first
    assert "16" in first  # at 16-bit, as asked


def test_a_rental_price_alone_is_still_a_price(advisor) -> None:
    assert advisor.ask("renting a single H100 80GB for a month, what does it cost?").kind == "price"
