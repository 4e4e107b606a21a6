"""A card asked for a team under a sum spent once: the pick within the sum, not a serving plan.

"6 of us, about $4k, which card for qwen2.5 14b": the budget decides what can be bought, so
the recommend kind answers with a setup inside it; a rented budget or a card named stays a
serving question.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("question", "within"),
    [
        ("6 of us want qwen2.5 14b as a shared chatbot, about $4k to spend, which card", "$4,000"),
        (
            "we're 8 people wanting llama 3 70b for chat, got about $20k to spend, what cards",
            "$20,000",
        ),
        ("团队 10 个人用 qwen2.5 32b，预算 5 万，买什么卡", "¥50,000"),
        ("预算 20 万元，采购服务器给全部门跑 qwen2.5 72b，写什么卡、几张", "¥200,000"),
    ],
)
def test_a_team_pick_under_a_total_budget_is_the_pick_within_it(advisor, question, within):
    answer = _last(advisor, question)
    assert answer.kind == "recommend"
    line = first_line(answer.answer)
    assert within in line, line
    (call,) = [c for c in answer.tool_calls if c.tool == "recommend_setup"]
    assert call.input["kind"] == "buy"


@pytest.mark.parametrize(
    "question",
    [
        "which gpu to rent for 20 users of llama 8b, budget $2/hour",
        "20 个人同时用 qwen2.5 7b，要几张卡",
    ],
)
def test_without_a_sum_to_spend_once_it_stays_a_serving_plan(advisor, question):
    assert _last(advisor, question).kind == "serve"


@pytest.mark.parametrize(
    "question",
    [
        "deploy llama 3 70b to serve 30 concurrent users, budget $60k, which gpus",
        "部署 qwen2.5 32b 给 30 个人用，预算 20 万，买什么卡",
    ],
)
def test_serving_said_keeps_the_plan_for_the_load(advisor, question):
    assert _last(advisor, question).kind == "serve"


@pytest.mark.parametrize(
    "question",
    ["12个人用qwen2.5 14b，预算五万，推荐个配置", "15个同事用llama 3.1 8b，预算3万，什么配置合适"],
)
def test_a_setup_asked_in_chinese_under_a_sum_is_the_pick_within_it(advisor, question):
    answer = _last(advisor, question)
    assert answer.kind == "recommend" and "以内" in first_line(answer.answer)
