"""A model self-hosted or deployed for N people with a sum to spend is sized for their load.

Before, "team of 10 devs, budget $20k, want to self-host qwen2.5 32b for all of us" was a pick
for one user at batch 1 (one card, about 12 tokens/s shared by ten people); "deploy" and
"self-host" now say serving, as "serve" and "部署" did.
"""

from __future__ import annotations

import re

import pytest

from assistant.calc.serving import ServingPlan
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("team of 10 devs, budget $20k, want to self-host qwen2.5 32b for all of us, gpus?", 10),
        ("we'll be deploying gemma 3 27b for 25 concurrent people, 40k usd, which cards", 25),
        ("实验室12个人，预算10万，想把qwen2.5 32b搭起来给大家用，买什么卡", 12),
    ],
)
def test_a_team_deployment_within_a_budget_is_sized_for_its_users(advisor, text, users):
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "serve" and query.users == users and query.budget is not None
    plans = [c.typed(ServingPlan) for c in answer.tool_calls if c.tool == "plan_serving"]
    assert plans and all(p is not None and p.users == users for p in plans)
    assert re.search(rf"\b{users}\b", first) and ("Within your" in first or "预算" in first)
