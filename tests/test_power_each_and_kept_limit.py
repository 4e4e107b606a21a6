"""The watts each named card draws ("300 W each", "每张 300 瓦") size the PSU and the bill, and a
per-card limit stays on the same cards when a follow-up asks its own power question."""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _power_input(answer) -> dict:
    return next(c.input for c in answer.tool_calls if c.tool == "estimate_power")


@pytest.mark.parametrize(
    ("question", "watts", "psu"),
    [
        ("a pair of rtx 5090s drawing 400 w apiece, is a 1200w psu ok", 400.0, 1200.0),
        ("four a6000 at 250w each — which psu should i buy", 250.0, None),
        ("3x 4090, each at 350 w, monthly power bill at $0.20/kwh", 350.0, None),
        ("两张 5090，每张 400 瓦，1200w 电源带得动吗", 400.0, 1200.0),
        ("四块 3090 每块功耗 280w，配多大电源", 280.0, None),
    ],
)  # fmt: skip
def test_watts_each_card_draws_are_its_limit(box, question, watts, psu):
    query = parse(question, box.catalog)
    assert query.power_limit_w == watts
    assert query.psu_stated_w == psu


@pytest.mark.parametrize(
    "question",
    [
        "nvidia-smi reads 300w each on both 3090s, then the psu trips",
        "two psus at 1600w each for 4x 4090, enough?",
        "my 4090 spikes past 450w each time the job starts",
        "两张3090显示每张只有 200w，正常吗",
    ],
)
def test_a_reading_or_a_psu_each_is_no_card_draw(box, question):
    assert parse(question, box.catalog).power_limit_w is None


def test_psu_check_counts_the_cards_at_their_stated_draw(advisor):
    answer = advisor.converse(["two 5090s at 400 w apiece plus a 7950x — is 1200 w enough?"])
    answer = answer.turns[-1].answer
    call = _power_input(answer)
    assert call["power_limit_w"] == 400.0 and call["psu_stated_w"] == 1200.0
    line = answer.answer.splitlines()[0]
    # the cards at 400 W (800 W) + 230 W CPU + 150 W platform; the limit follows the cards
    assert "1,180 W sustained" in line
    assert "limited to 400 W each + Ryzen 9 7950X" in line


def test_zh_psu_check_at_the_stated_draw(advisor):
    answer = advisor.converse(["两张 5090，每张 400 瓦，1200w 电源带得动吗"]).turns[-1].answer
    call = _power_input(answer)
    assert call["power_limit_w"] == 400.0 and call["psu_stated_w"] == 1200.0
    assert "每张限 400 W" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("turns", "tariff"),
    [
        (["2x 4090 capped at 300w, on 12 hours a day, power is $0.15/kWh, cost per month?",
          "electricity just went up to $0.25/kWh, what now"], "0.25"),
        (["三张3090限功耗250w，每天开8小时，电价一度0.6，每月电费多少",
          "电价涨到一度0.9了，再算一遍"], "0.9"),
    ],
)  # fmt: skip
def test_a_new_tariff_keeps_the_limit_on_the_same_cards(advisor, turns, tariff):
    answer = advisor.converse(turns).turns[-1].answer
    call = _power_input(answer)
    assert call["ask"] == "electricity" and str(call["tariff_per_kwh"]) == tariff
    assert call["power_limit_w"] in (300.0, 250.0)


def test_a_new_card_or_stock_drops_the_limit(advisor):
    turns = ["2x 4090 capped at 300w, on 12 hours a day, power is $0.15/kWh, cost per month?"]
    stock = advisor.converse([*turns, "and at stock power with $0.25/kWh?"]).turns[-1].answer
    assert "power_limit_w" not in _power_input(stock)
    other = advisor.converse([*turns, "and for 2x 5090 at $0.25/kWh?"]).turns[-1].answer
    assert "power_limit_w" not in _power_input(other)


def test_watts_each_beside_another_model_limit_no_card(box):
    query = parse("two 3090s (350w each) plus a 4090, is a 1300w psu enough?", box.catalog)
    assert query.power_limit_w is None and len(query.gpus) == 2
