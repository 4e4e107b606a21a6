"""Owning weighed against staying with a provider ("or stay on gcp", "还是一直租/继续用 X 的"),
and cards assembled ("自己配两张", "配4张") as buying: the rent-or-buy reading."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "buy four l40s outright or stick with lambda for our 13b lora runs?",
        "should we purchase 8x h100 or stay on aws, busy about half the time",
        "自己配两张3090还是继续用autodl的3090，每天跑5小时",
        "配4张4090还是一直在阿里云上用，团队每天训练8小时",
    ],
)
def test_owning_against_staying_rented_is_rent_or_buy(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "rent_vs_buy"


def test_staying_with_a_provider_compares_owning_and_renting_costs(advisor):
    answer = advisor.ask("buy 4x l40s or keep using lambda for our 13b finetunes?")
    line = answer.answer.splitlines()[0]
    assert answer.kind == "rent_vs_buy"
    assert "cheaper" in line and "$" in line
