"""Cards named as the options of a purchase: a box built or bought for a sized job, the used
market on a budget, a card to add or a Mac to go to.

"跑 70b 写代码，mac studio 还是自己组两张 4090，纠结好久" asks which to get for the job (a
recommendation), a budget said or not; "torn between X and Y" with no purchase or budget said
weighs them (a comparison). Cards named on the used market with a budget said are bought there
and priced at their used price; a price said beside each card ("used 3090 ($700) vs …") is no
budget.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "mac studio m3 ultra 256g 还是自己组两张 4090，跑 70b 写代码，犹豫纠结好久了",
        "torn between buying the m4 max 128gb macbook or building a box with two 3090s, for a 70b"
        " coder model",
        "纠结买 m4 max 128g 还是 2 张 3090，主要跑 qwen2.5 72b",
    ],
)
def test_a_box_built_or_bought_for_a_sized_job_is_a_pick(advisor, question: str) -> None:
    query, answer, _ = turn_of(advisor, question)
    assert query.named_candidates == "only"
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["kind"] == "buy"  # a Mac or a box built by hand is bought


@pytest.mark.parametrize(
    "question",
    [
        "torn between a used 4090 and a new 5080 for running llms at home. which one?",
        "deciding between a 3090 ti and a 4080 super for local llms — what matters more?",
        "torn between an m4 max 128gb and two 3090s for running a 70b coder model",
    ],
)
def test_torn_with_no_purchase_said_weighs_the_cards(advisor, question: str) -> None:
    query, answer, _ = turn_of(advisor, question)
    assert query.named_candidates is None
    assert answer.kind == "compare"


@pytest.mark.parametrize(
    ("question", "pick", "name"),
    [
        ("闲鱼上 p40、p100、mi50 这几张，预算一千二，跑大模型选哪张", "tesla-p40", "P40"),
        # the MI50 32GB has a dated used price since 2026-12-06 (about $200, Aug 2025): within
        # $200 it is priced used and holds the most memory, the ranking's second key
        (
            "used market: p40, p100 or mi50, budget $200, for local llms — which one",
            "mi50-32gb",
            "MI50 32GB",
        ),
    ],
)
def test_used_cards_on_a_budget_are_priced_used(
    advisor, question: str, pick: str, name: str
) -> None:
    query, answer, first = turn_of(advisor, question)
    assert query.named_candidates == "only"
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["used_priced"] is True
    assert call.output["pick"]["gpu_id"] == pick
    assert name in first


def test_prices_said_beside_used_cards_are_no_budget(advisor) -> None:
    query, answer, _ = turn_of(
        advisor, "a used 3080 ti (~$550) vs a new 4070 super (~$600) for local llms, which?"
    )
    assert query.named_candidates is None
    assert answer.kind == "compare"


@pytest.mark.parametrize(
    "question",
    [
        "$2.5k to spend, i have one 3090 already. for 70b q4: add another 3090, get a 5090, or"
        " go mac?",
        "budget 2000 usd, want qwen2.5 72b at q4. grab a second 3090 or get a 5090?",
    ],
)
def test_cards_to_add_or_get_are_options_of_a_purchase(advisor, question: str) -> None:
    query, answer, first = turn_of(advisor, question)
    assert query.named_candidates is not None
    assert answer.kind == "recommend"
    assert query.budget is not None and query.budget_currency == "USD"
    assert "$" in first
