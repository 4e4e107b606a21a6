"""A price asked beside a memory to get, or a month kept up around the clock: both said back."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE, memory_advisor


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _answer(advisor, *turns):
    return advisor.converse(list(turns)).turns[-1].answer


@pytest.mark.parametrize(
    ("question", "memory"),
    [
        ("runpod h200 price per hour? is that the cheapest way to get 141gb", 141),
        ("lambda gh200 hourly price, still the cheapest option with 96gb?", 96),
        ("H200 在 runpod 一小时多少钱，是不是最便宜的 141G 显存", 141),
    ],
)
def test_the_cheapest_card_with_the_memory_is_set_beside_the_price(
    catalog, advisor, question, memory
):
    assert parse(question, catalog).min_memory_gb == memory
    answer = _answer(advisor, question)
    assert answer.kind == "price"
    cheapest = answer.tool_calls[-1]
    assert cheapest.input["min_memory_gb"] == memory and cheapest.input.get("gpu") is None
    assert cheapest.output["quotes"]
    said = answer.answer.split("\n\n")[1]
    assert f"{memory}" in said and ("cheapest" in said or "最便宜" in said)


@pytest.mark.parametrize(
    "follow_up",
    [
        "what's that per month if I keep it up 24/7",
        "and per month running it around the clock?",
        "如果 24/7 一直开着，一个月多少钱",
    ],
)
def test_a_month_around_the_clock_is_said_as_24_hours_a_day(advisor, follow_up):
    answer = _answer(advisor, "lambda 1x h100 on-demand price?", follow_up)
    assert answer.kind == "price"
    assert any("730" in a and "24" in a for a in answer.assumptions)


def test_owning_around_the_clock_is_still_the_use(catalog):
    q = parse("buy a 4090 or rent one, it would run 24/7", catalog)
    assert q.usage_hours_per_month == 730.0
