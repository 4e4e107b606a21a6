"""A card's price said as 一千五一张 or after its memory, renting weighed in a follow-up against a
card offered before, the price put second to speed, "least expensive" card picks, and "N of us".
Figures from knowledge/specs and the price book. Phrasings are our own."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _turn


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize(
    ("question", "budget", "each"),
    [
        (
            "二手 p100 一千五一张，买 2 张 vs 租 autodl 4090 一块九一小时，一天 3 小时，哪个划算",
            1500,
            True,
        ),
        (
            "macbook pro m4 max 128g 要两万八，还是租 h100 按小时用？一个月大概 20 小时",
            28000,
            False,
        ),
    ],
)
def test_a_cards_price_said_beside_a_rent_is_the_purchase(catalog, question, budget, each):
    query = parse(question, catalog)
    assert query.intent == "rent_vs_buy" and query.budget == Decimal(budget)
    assert query.budget_kind == "buy" and query.budget_each is each


@pytest.mark.parametrize(
    ("turns", "first_words", "capex"),
    [
        (
            (
                "闲鱼 1800 收一张 p100，能跑 14b 吗",
                "不收的话，租 4090 一块二一小时，一天 2 小时，哪个划算",
            ),
            "**租更便宜**：1 × Tesla P100",
            "1800.0",
        ),
        (
            (
                "someone offers me a used 3090 for $600, can it run qwen2.5 32b at q4?",
                "or I skip it and rent a 4090 at $0.35/h, about 3 hours a day — which works out"
                " cheaper?",
            ),
            "**Buying 1 × RTX 3090 pays for itself",
            "600.0",
        ),
    ],
)
def test_renting_weighed_against_the_card_offered_before(advisor, turns, first_words, capex):
    query, answer, first = _turn(advisor, *turns)
    assert answer.kind == "rent_vs_buy" and first.startswith(first_words)
    call = next(c for c in answer.tool_calls if c.tool == "rent_vs_buy_stated")
    assert float(call.input["capex"]) == float(capex)
    assert query.rented_gpu == "rtx-4090"


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        (
            "which is better for 32b at home, a 4090 or a 7900 xtx? throughput matters more"
            " than cost",
            "**the RTX 4090 wins**",
        ),
        (
            "跑 70b，mac studio m4 max 128g 还是 dgx spark？速度比价格重要",
            "Apple M4 Max (40-core GPU, 128GB) 胜出",
        ),
    ],
)
def test_speed_put_before_price_is_a_comparison_by_speed(advisor, question, winner) -> None:
    query, answer, first = _turn(advisor, question)
    assert query.objective == "fastest" and answer.kind == "compare" and winner in first


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("6 of us want one shared llama 3.1 70b (awq) endpoint. least expensive cloud card?", 6),
        ("the 12 of us share a qwen2.5 32b chat box — least expensive cloud gpu for it?", 12),
    ],
)
def test_n_of_us_is_the_users_and_least_expensive_picks_a_card(advisor, question, users):
    query, answer, first = _turn(advisor, question)
    assert query.users == users and query.intent == "recommend"
    assert answer.kind == "serve" and f"{users} concurrent users" in first


def test_least_expensive_of_a_named_card_is_still_its_price(catalog) -> None:
    assert parse("what's the least expensive h100 rental?", catalog).intent == "cost"
    assert parse("最便宜的 h100 租用多少钱一小时", catalog).intent == "cost"
