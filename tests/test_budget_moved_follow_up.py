"""A budget moved to a bare amount after a pick reopens the pick, on the same model."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.models import Query
from assistant.question.follow_amounts import budget_amount
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("要是预算压到3000呢", Decimal(3000)),
        ("cut it to 900?", Decimal(900)),
        ("bump that to 25/wk", None),
        ("what if usage goes up to 30 hrs/week?", None),
        ("降到 16G 的卡呢", None),
    ],
)
def test_a_budget_moved_to_a_bare_amount_is_read(text: str, amount: Decimal | None) -> None:
    previous = Query(text="x", budget=Decimal(5000), budget_currency="USD")
    found = budget_amount(text, previous)
    assert (found[0] if found else None) == amount


@pytest.mark.parametrize(
    ("turns", "budget", "model"),
    [
        (
            (
                "预算6000，跑 qwen3 14b，4060ti 16g 还是二手 3090？",
                "要是砍到3500呢，还能流畅跑14b吗",
            ),
            Decimal(3500),
            "qwen3-14b",
        ),
        (
            (
                "$1500 budget for qwen3 14b: 4070 ti super or a used 3090?",
                "what if i cut it to 600?",
            ),
            Decimal(600),
            "qwen3-14b",
        ),
    ],
)
def test_the_pick_reopens_at_the_new_budget(advisor, turns, budget, model) -> None:
    query, answer, _ = turn_of(advisor, *turns)
    assert answer.kind == "recommend"
    assert query.budget == budget and query.model_id == model
