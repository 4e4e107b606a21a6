"""A month's bill asked after a serving pick prices that pick (its cards, 730 h), not a new one."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    "turns",
    [
        ["serving mistral 7b to 60 concurrent users at 8k context on runpod, cheapest card?",
         "and what's that per month if it's up 24/7"],
        ["qwen2.5 14b 要给 50 个人同时用，8k 上下文，runpod 上选哪张卡最省",
         "那一个月 24 小时开着要多少钱"],
    ],
)  # fmt: skip
def test_the_serving_pick_is_priced_for_a_month(turns: list[str]) -> None:
    conversation = memory_advisor().converse(turns)
    answer = conversation.turns[-1].answer
    assert answer.kind == "price"
    # the cards the serving answer sized (its plan) are the pick the month is priced on
    sized = conversation.turns[0].answer.tool_calls
    plan = next(c for c in sized if c.tool == "plan_serving")
    priced = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert priced.input["gpu"] == plan.output["gpu_id"]
    assert priced.input["count"] == plan.output["gpus"]
    assert priced.input["hours"] == 730.0
    assert priced.input["provider"] == "runpod"
    first = answer.answer.splitlines()[0]
    assert "730" in first and ("$" in first or "¥" in first)


@pytest.mark.parametrize(
    "text",
    [
        "how much per month is an a100 80gb on lambda running 24/7?",
        "how much a month for an l4, 24/7?",
    ],
)
def test_a_month_around_the_clock_is_its_hours(text: str) -> None:
    query = parse(text, CAT)
    assert query.intent == "cost"
    assert query.duration_hours == 730.0
