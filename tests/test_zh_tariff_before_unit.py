"""A tariff said with its amount first ("一块二一度") is that tariff, not the default."""

import pytest

from assistant.question.owning_slots import zh_tariff
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "tariff"),
    [
        ("我这边一块二一度电", "1.2"),
        ("商业电八毛一度，租还是买", "0.8"),
        ("六毛五每度，4张3090", "0.65"),
        ("两块钱一度的电，跑得起吗", "2"),
    ],
)
def test_amount_before_the_kwh_word(text, tariff):
    assert str(zh_tariff(text)) == tariff


def test_a_count_of_cards_is_not_a_tariff():
    assert zh_tariff("买两张4090，一张一块，每天跑8小时") is None


def test_the_stated_tariff_prices_the_month():
    answer = memory_advisor().ask("一块二一度电，单张4090满载跑一个月电费多少")
    assert answer.kind == "power"
    first = answer.answer.splitlines()[0]
    assert "¥1.20" in first and "¥394.20" in first  # 450 W x 730 h = 328.5 kWh at ¥1.20
