"""Owning figures said in speech: "五毛五一度", "准备200万买", "整机8万…回本", "reserve on X".

Each phrasing is our own; the checks are on the parsed values and on what the rent-or-buy
calculator was given.
"""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.owning_slots import zh_tariff
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "tariff"),
    [
        ("电费五毛五一度，买卡还是租卡", "0.55"),
        ("电价六毛二每度，自己买4090划算吗", "0.62"),
        ("电费一度三毛五", "0.35"),
    ],
)
def test_fen_before_the_kwh_word(text, tariff):
    assert str(zh_tariff(text)) == tariff


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("我们准备150万买一台8卡A100，还是租，怎么算", Decimal("1500000")),
        ("打算3万买两张4090，还是租卡划算", Decimal("30000")),
        ("2张3090整机1.6万，一天跑8小时，多久回本", Decimal("16000")),
    ],
)
def test_spoken_purchase_price(text, budget):
    query = parse(text, load_catalog(SPECS))
    assert query.budget == budget
    assert query.budget_kind == "buy"
    assert query.budget_currency == "CNY"


def test_purchase_price_reaches_payback(advisor):
    answer = advisor.ask("4张4090整机7万，每天跑10小时，跟租卡比多久回本")
    assert answer.kind == "rent_vs_buy"
    owning = next(c.input for c in answer.tool_calls if "capex" in c.input)
    assert Decimal(str(owning["capex"])) == Decimal("70000")


@pytest.mark.parametrize(
    "text",
    [
        "we need 8x a100 for a year of training. buy a server or reserve capacity on coreweave?",
        "should we purchase two h100 boxes or reserved instances on lambda",
        "a mac studio once, or rent a 4090 on runpod whenever i need it?",
        "pay for an rtx 5090 outright vs renting one by the hour",
    ],
)
def test_buy_against_reserving_is_rent_vs_buy(advisor, text):
    assert advisor.ask(text).kind == "rent_vs_buy"


@pytest.mark.parametrize(
    ("text", "monthly"),
    [
        ("项目大概要三千卡时的A100，租还是买一张划算", 83.3),
        ("这个课题一共1500卡时，买4090还是租卡", 41.7),
        ("训练要两千卡时，买两张H100还是租，半年内用完", 333.3),
    ],
)
def test_gpu_hours_in_all_spread_over_the_horizon(text, monthly):
    query = parse(text, load_catalog(SPECS))
    assert query.usage_hours_per_month == pytest.approx(monthly, abs=0.1)


@pytest.mark.parametrize(
    ("text", "bought", "rented"),
    [
        ("runpod 上租H100 vs 直接买两张pcie版，哪个划算", "h100-pcie", "h100-sxm"),
        ("rent an a100 sxm on lambda or buy two pcie cards?", "a100-80gb-pcie", "a100-80gb-sxm"),
        ("租 A100 还是买一张 pcie 版的，一天用8小时", "a100-80gb-pcie", "a100-80gb-sxm"),
    ],
)
def test_the_form_factor_of_the_cards_bought(advisor, text, bought, rented):
    query = parse(text, load_catalog(SPECS))
    assert query.gpus[0].gpu_id == bought
    assert query.rented_gpu == rented
    answer = advisor.ask(text)
    assert answer.kind == "rent_vs_buy"
    weighed = next(c.input for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert weighed["gpu"] == bought
