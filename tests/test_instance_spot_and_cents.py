"""A spot or on-demand rate asked of a named instance is its price; a tariff in cents is dollars."""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "figure"),
    [
        ("what's the spot rate on a p5.48xlarge these days", "$17.63"),
        ("p5.48xlarge 抢占式实例一小时大概多少", "p5.48xlarge"),
        ("aws p5.48xlarge 按需一小时多少", "p5.48xlarge"),
        ("spot price for p4d.24xlarge?", "p4d.24xlarge"),
    ],
)
def test_a_rate_asked_of_an_instance_is_its_price(advisor, question, figure) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "price"
    assert figure in first_line(answer.answer)


def test_a_spot_follow_up_on_another_instance_is_priced(advisor) -> None:
    answer = last_answer(advisor, "p5.48xlarge 的 spot 多少", "p4d.24xlarge 的 spot 又是多少")
    assert answer.kind == "price"
    assert "p4d.24xlarge" in first_line(answer.answer)


def test_a_sweet_spot_is_no_price(advisor) -> None:
    assert advisor.ask("what's the sweet spot card for running 8b models locally").kind != "price"


@pytest.mark.parametrize(
    ("question", "tariff"),
    [
        ("one 4090 running 24/7, power is 15 cents per kWh, monthly bill?", "$0.15/kWh"),
        ("two 3090s all day at 31¢/kWh, what's the monthly electricity?", "$0.31/kWh"),
        ("a 4070 super 6h a day, electricity is 28 cents. monthly cost?", "$0.28/kWh"),
    ],
)
def test_a_tariff_in_cents_is_hundredths_of_a_dollar(advisor, question, tariff) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "power"
    assert tariff in first_line(answer.answer)


def test_a_tariff_in_us_cents_said_in_chinese_stays_in_dollars(advisor) -> None:
    answer = advisor.ask("5090 每天跑8小时，电价 12 美分一度，一个月电费多少")
    assert answer.kind == "power"
    assert "$0.12" in first_line(answer.answer)
