"""An hourly rate asked bare ("on-demand hourly for p5e.48xlarge?") is a price question, and an
offer whose book row lists only a spot price is led by that price, said to be spot: never a
blank "— per hour". Phrasings are our own."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("On-demand hourly for a p5e.48xlarge in us-east-2?", "spot (no on-demand price listed)"),
        ("p5e.48xlarge 按量每小时多少钱", "抢占式，未列按量价"),
    ],
)
def test_a_spot_only_offer_leads_with_its_spot_price(advisor, question, said) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "price"
    line = first_line(answer.answer)
    assert said in line and "—" not in line
    assert "18.74" in line or "130.89" in line  # the listed spot price of the instance


def test_a_bare_hourly_follow_up_prices_the_type_asked_before(advisor) -> None:
    turns = advisor.converse(
        ["p5e.48xlarge: 8 H200s? and its EFA bandwidth?", "on-demand hourly for that p5e?"]
    ).turns
    assert turns[-1].answer.kind == "price"
