"""A card bought to run stated hours: the pick's electricity a month is said under it.

"买张卡放家里跑qwen2.5 14b，每天开10小时" and "a 24/7 rag bot on my desk" state how long the
card runs; the stated hours were dropped. Figures: the RTX 5060 Ti 16GB's 180 W board power x
10 h x 30.4 days = 55 kWh; the RTX 3060 12GB's 170 W x 730 h = 124 kWh.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_hours_a_day_and_the_tariff_price_the_pick(advisor):
    answer = advisor.ask("买张卡放家里跑qwen2.5 14b，每天开10小时，电费一度六毛，推荐什么卡")
    assert answer.kind == "recommend"
    second = answer.answer.splitlines()[2]
    assert "每天运行 10 小时" in second and "55 kWh" in second and "¥0.60" in second


def test_around_the_clock_on_a_desk_is_the_owned_cards_use(advisor):
    answer = advisor.ask("card for a 24/7 rag bot on llama 3.1 8b, sits on my desk, must be quiet")
    lines = [x for x in answer.answer.splitlines() if x.strip()]
    assert "Run 24 h a day" in lines[1] and "124 kWh" in lines[1]
    assert any("electricity at" in a for a in answer.assumptions)  # the default tariff, sourced
    assert not any("no model named" in a for a in answer.assumptions)


def test_no_hours_said_no_running_cost(advisor):
    answer = advisor.ask("which card should i buy for qwen2.5 14b at home")
    assert not any(c.tool == "estimate_power" for c in answer.tool_calls)
