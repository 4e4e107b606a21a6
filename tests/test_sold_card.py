"""A card said as sold is no longer part of the setup: it is not checked or timed."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("sold my old 2080 ti, budget now $1500, which gpu for 14b models?", []),
        ("i'm selling the 3070 — what card should i get for llama 3 8b under $900", []),
        ("把3060卖了，预算5000买什么显卡跑qwen2.5 14b", []),
        ("2080ti已经卖掉了，现在8000预算买啥卡跑32b", []),
        # a card kept beside the one sold is still the setup
        ("sold my 3060, kept the 4090. can it run qwen2.5 32b at q4?", ["rtx-4090"]),
    ],
)
def test_a_sold_card_is_not_in_the_setup(text: str, kept: list[str]) -> None:
    assert [g.gpu_id for g in parse(text, CAT).gpus] == kept


def test_a_follow_up_after_selling_a_card_keeps_the_pick_with_the_new_budget() -> None:
    conv = memory_advisor().converse(
        [
            "what gpu should i buy for qwen2.5 32b at q4, budget $1200?",
            "sold my 3070 so the budget is $2000 now. anything better?",
        ]
    )
    answer = conv.turns[-1].answer
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert float(call.input["budget"]) == 2000
