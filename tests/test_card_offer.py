"""A price seen for the one card named is an offer on it, not a sum to spend.

"someone's selling a 3090 for $X, take it or get something newer?": the pick weighs that card at
the stated price against what else the money buys. Our own phrasings, en and zh; each checks
the slot read, the kind, and the figures of the first lines.
"""

from pathlib import Path

import pytest

from assistant.calc.candidates import OFFERED_BASIS, Constraints, unit_price_usd
from assistant.catalog.specs import load_catalog
from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CATALOG = load_catalog(Path(__file__).resolve().parent.parent / "knowledge" / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "offer"),
    [
        ("a guy locally is asking $700 for his 3090, thoughts? or wait for something newer", 700),
        ("3090 at $620 on ebay right now, buy it or go with a different card?", 620),
        ("咸鱼上 4800 的 3090，收还是直接买新卡", 4800),
        ("朋友 3500 出一张 2080ti 22g，要不要", 3500),
    ],
)
def test_an_amount_tied_to_the_one_card_is_its_offer(text, offer):
    q = parse(text, CATALOG)
    assert q.card_offer is not None and list(q.card_offer.values()) == [offer]


@pytest.mark.parametrize(
    "text",
    [
        "with a $700 budget is a used 3090 the move for 32b?",  # a budget, said as one
        "预算 4800，3090 够不够跑 32b",
        "3090 on vast for $0.25/hr, how long for a 7b lora",  # a rent, per hour
        "4090 at $1600 or a 3090 at $700 for sdxl?",  # two cards: card_prices reads those
        "my 3090 pulls 350w, power costs $0.30 per kwh here",
    ],
)
def test_a_budget_a_rate_or_two_cards_are_no_offer(text):
    assert parse(text, CATALOG).card_offer is None


def test_a_stated_offer_prices_the_card_even_without_a_catalog_price():
    p40 = CATALOG.gpus["tesla-p40"]
    mi60 = CATALOG.gpus["mi60"]  # no price recorded (the MI50 32GB has a used one since 12-06)
    assert mi60.launch_price_usd is None and mi60.used_price_usd is None
    constraints = Constraints(offered_usd={"mi60": 180})
    assert unit_price_usd(mi60, constraints) == (180, OFFERED_BASIS, True)
    assert unit_price_usd(mi60, Constraints())[0] is None  # never bought without a price
    assert unit_price_usd(mi60, Constraints(used_priced=True))[0] is None
    assert unit_price_usd(p40, Constraints())[0] == p40.launch_price_usd


def test_the_offered_card_is_the_pick_at_the_price_stated(advisor):
    answer = advisor.ask(
        "seller on fb marketplace wants $600 for a used 3090. grab it or get something newer?"
    )
    lead = first_line(answer.answer)
    assert answer.kind == "recommend"
    assert "1 × RTX 3090" in lead and "$600.00 (the price you stated)" in lead
    assert "32B model" in lead  # 24 GB holds a 32B model at 4-bit; no new card within $600 does
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["offered"] == {"rtx-3090": 600.0}
    assert call.output["pick"]["price_usd"] == "600.00"


def test_an_offer_that_loses_is_said_next_with_its_numbers(advisor):
    answer = advisor.ask("someone wants $950 for a 3080 10gb, buy it or get something newer?")
    lines = [ln for ln in answer.answer.splitlines() if ln.strip()]
    assert answer.kind == "recommend" and "RTX 3080" not in lines[0]
    assert lines[1].startswith("The RTX 3080 10GB you were offered at $950.00 does not hold")
    assert "19.2 GB needed on one card against 9.9 GB usable" in lines[1]


def test_chinese_offer_with_no_budget_bounds_the_pick(advisor):
    answer = advisor.ask("闲鱼有人 4300 出 3090，要不要收，还是买新卡跑本地大模型")
    lead = first_line(answer.answer)
    assert answer.kind == "recommend"
    assert "RTX 3090" in lead and "¥4,300.00（你说的价格）" in lead
    assert any(a.startswith("没说预算：按 RTX 3090 的要价 ¥4,300.00") for a in answer.assumptions)


def test_an_offer_weighed_with_a_model_named_is_a_pick_not_a_fit(advisor):
    answer = advisor.ask("二手 p40 800 块，收还是买新卡？主要跑 14b")
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert answer.kind == "recommend" and call.input["model"] == "14b"
    assert call.input["offered"] == {"tesla-p40": 800.0}
    assert "Tesla P40 24GB" in first_line(answer.answer)
    assert "¥800.00（你说的价格）" in first_line(answer.answer)
