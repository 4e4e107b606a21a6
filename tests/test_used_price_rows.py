"""Dated used-market prices recorded on catalog rows: sourced, said when asked, kept aside.

A row's ``used_price_usd`` is taken from a dated public source and its ``used_price_basis`` says
the date, the range, the source and which end was taken. A used-price question says that price
(and sets a stated one against its range); "a used X" in a pick prices X at it; a card whose only
price is a used-market one stays beside a new pick, never the pick.
"""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from assistant.answer.used_prices import recorded_used_range
from assistant.calc.candidates import Constraints
from assistant.calc.recommend import buy_setups, choose
from assistant.calc.workload import Workload
from assistant.catalog.specs import load_catalog
from assistant.evaluation_understanding import first_line
from tests.support.advisors import memory_advisor, turn_of

RECORDED = {
    "rtx-3060": Decimal("250"),
    "rtx-3090": Decimal("800"),
    "rtx-3090-ti": Decimal("1000"),
    "rtx-4090": Decimal("1700"),
    "rtx-a4000": Decimal("400"),
    "rtx-a6000": Decimal("2800"),
    "rtx-3060-ti": Decimal("280"),
    "rtx-3070": Decimal("350"),
    "rtx-2080-ti": Decimal("222"),
}


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(("gpu_id", "usd"), sorted(RECORDED.items()))
def test_each_used_price_has_a_dated_sourced_basis(catalog, gpu_id, usd):
    gpu = catalog.gpu(gpu_id)
    basis = gpu.used_price_basis or ""
    assert gpu.used_price_usd == usd
    assert basis.startswith("used-market, ") and re.search(r"\b20(2[4-9])\b", basis)
    assert re.search(r"\(.+\)", basis)  # the source, named in brackets
    low, high = recorded_used_range(basis)
    assert high == float(usd) and low is not None and low <= high  # the end taken is in range


def test_a_card_with_only_a_used_price_records_it_as_its_price_in_yuan_converted(catalog):
    mi50 = catalog.gpu("mi50-16gb")
    basis = mi50.price_basis or ""
    assert mi50.used_price_usd is None and mi50.launch_price_usd == Decimal("86")
    assert basis.startswith("used-market, Jan 2025") and "CNY 500-600" in basis
    assert "6.9858" in basis  # the catalog's dated rate: 600 / 6.9858 = 85.9


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("what does a second-hand RTX 4090 go for nowadays?", ("used, $1,700", "1,400-1,700")),
        ("how much is a used rtx a6000 going for?", ("used, $2,800", "2026")),
        ("二手 A4000 一般什么价位", ("二手约 $400", "2026")),
        ("二手3090ti现在大概多少钱", ("二手约 $1,000", "700-1,000")),
    ],
)
def test_a_used_price_question_says_the_rows_dated_used_price(advisor, question, said):
    answer = advisor.converse([question]).turns[-1].answer
    line = first_line(answer.answer)
    assert answer.kind == "price"
    assert all(s in line for s in said)
    assert ("二手市场" if answer.language == "zh" else "used-market") in line  # in its language


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("seller wants $150 for a used 3060 12gb, how much is it usually", "below that range"),
        ("二手4090多少钱一张，看到 1.6w 贵吗", "高于这个区间"),
    ],
)
def test_a_price_seen_is_set_against_the_rows_used_range(advisor, question, said):
    line = first_line(advisor.converse([question]).turns[-1].answer.answer)
    assert said in line and ("$250" in line or "$1,700" in line)


def test_a_used_card_named_against_a_new_one_is_priced_used_in_the_budget_line(advisor):
    text = "about $1,800 for the card: a used 4090 or a new 4080 super, for qwen2.5 32b at q4?"
    _, answer, _ = turn_of(advisor, text)
    line = next(p for p in answer.answer.split("\n\n") if p.startswith("Bought"))
    assert "RTX 4090 (used) at $1,700.00" in line and "RTX 4080 SUPER at $999.00" in line


def test_asked_used_prices_the_row_used_and_only_then(catalog):
    model = catalog.model("qwen2.5-32b")
    wl = Workload(method="inference", precision="q4_k_m", engine="llama.cpp")
    gpus = [catalog.gpu("rtx-4090"), catalog.gpu("rtx-a6000")]
    asked = {
        s.gpu_id: s for s in buy_setups(model, gpus, wl, Constraints(used_priced=True), "USD", [])
    }
    plain = {s.gpu_id: s for s in buy_setups(model, gpus, wl, Constraints(), "USD", [])}
    assert asked["rtx-4090"].price_usd == Decimal("1700") and asked["rtx-4090"].asked_used
    assert asked["rtx-a6000"].price_usd == Decimal("2800") and asked["rtx-a6000"].asked_used
    assert plain["rtx-4090"].price_usd == Decimal("1599") and not plain["rtx-4090"].used_market
    assert plain["rtx-a6000"].price_usd == Decimal("4650")


def test_a_used_only_row_stays_beside_a_new_pick(catalog):
    model = catalog.model("llama-3-8b")
    wl = Workload(method="inference", precision="q4_k_m", engine="llama.cpp")
    gpus = [catalog.gpu("rtx-3060"), catalog.gpu("mi50-16gb")]
    setups = buy_setups(model, gpus, wl, Constraints(), "USD", [])
    out = choose(setups, None, "cheapest", "buy")
    pick, used = out["pick"], out["used_alternative"]
    assert pick is not None and pick.gpu_id == "rtx-3060" and pick.price_usd == Decimal("329")
    assert used is not None and used.gpu_id == "mi50-16gb" and used.price_usd == Decimal("86")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "full fine-tune of a llama 3 8b on four cards: second-hand a6000s or 3090s? about "
            "$8,000 to spend on gpus",
            "The cheapest setup that does is 4 × RTX A6000 at $11,200.00 (used-market",
        ),
        ("想全参微调 llama 3 8b，4张卡，二手a6000还是二手3090，显卡预算6万", "4 张 RTX A6000"),
    ],
)
def test_the_cheapest_fit_over_budget_is_priced_used_when_asked_used(advisor, text, said):
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "recommend" and said in first
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    cheapest = call.output["cheapest_fit"]
    assert cheapest["gpu_id"] == "rtx-a6000" and Decimal(cheapest["price_usd"]) == Decimal("11200")
