"""Energy asked over a span shorter than a month: hours, kWh and cost, not "0.03 months".

"4090跑一天耗多少电" was answered with the card's 450 W draw; "耗多少电" and "多少度电" ask
energy. A day of an RTX 4090 at 450 W is 10.8 kWh; at the default ¥0.65/kWh, ¥7.02.
"""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_a_day_of_one_card(advisor):
    answer = advisor.ask("4090跑一天耗多少电")
    first = answer.answer.splitlines()[0]
    assert answer.kind == "power"
    assert "24 小时电费约 ¥7.02" in first and "10.8 kWh" in first and "个月" not in first


def test_a_week_of_a_server_counts_its_wall_power_and_pue(advisor):
    first = advisor.ask("8张H100服务器跑一周电费多少").answer.splitlines()[0]
    assert "168 小时电费约" in first and "2,672.8 kWh" in first  # 10.2 kW x 168 h x PUE 1.56


@pytest.mark.parametrize(
    ("text", "ask"),
    [
        ("两张3090一个月用多少度电", "electricity"),
        ("跑一个月要耗多少电", "electricity"),
        ("3090满载耗电量多少", "card"),  # the draw at full load, said in watts
    ],
)
def test_energy_words_ask_the_bill(advisor, text, ask):
    assert parse(text, advisor.catalog).power_ask == ask
