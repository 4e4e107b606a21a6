"""A tariff said in jiao and fen ("一度三毛五") is 0.35 a kWh, not 0.3."""

import pytest

from assistant.question.owning_slots import zh_tariff
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "tariff"),
    [
        ("电费一度三毛五，自己买卡跑", "0.35"),
        ("每度电5毛5，租还是买", "0.55"),
        ("电价一度四毛八", "0.48"),
        ("一度电六毛，4张4090", "0.6"),
        ("一度五毛多", "0.5"),
    ],
)
def test_jiao_and_fen(text, tariff):
    assert str(zh_tariff(text)) == tariff


def test_the_fen_reaches_the_owning_cost():
    answer = memory_advisor().ask("电费一度四毛八，买2张4090跑训练，和租卡比哪个划算")
    assert answer.kind == "rent_vs_buy"
    owning = next(c.input for c in answer.tool_calls if "tariff_per_kwh" in c.input)
    assert str(owning["tariff_per_kwh"]) == "0.48"
