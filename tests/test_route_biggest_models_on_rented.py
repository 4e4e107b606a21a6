"""The biggest models asked of cards held for a time ("an 8x h100 node for a week, biggest
open-weight models at fp8"): what fits the stated cards is asked; the span is context, not a
bill."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "gpu", "count", "precision"),
    [
        (
            "have 4x h100 for two weeks, biggest open-weight models i can run at fp8?",
            "H100",
            4,
            "fp8",
        ),
        (
            "renting 2x a100 80gb for a month, largest open source llms i could serve in bf16?",
            "A100",
            2,
            "16-bit",
        ),
        ("got a 4090 for the weekend, biggest local models it runs?", "4090", 1, "Q4"),
    ],
)
def test_biggest_models_on_cards_held_for_a_span(advisor, question, gpu, count, precision):
    answer = advisor.ask(question)
    assert answer.kind == "fits_hardware"
    line = answer.answer.splitlines()[0]
    assert f"{count} × " in line and gpu in line
    assert precision in line
    assert "$" not in line  # no rental bill first


def test_span_with_a_bill_asked_stays_a_price(advisor):
    answer = advisor.ask("how much to rent 8x h100 for a week?")
    assert answer.kind == "price"
