"""'更划算' weighs the cards by cost per token; '10+ tok/s' is a speed to reach, not a figure."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    ["A100 还是 H100 训练 13b 更划算", "L40S 和 A100 跑 7b 微调，选哪个划算一些"],
)
def test_more_worth_it_ranks_by_cost_per_token(advisor, text: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.objective == "best_value" and answer.intent == "compare"
    assert "每百万 token" in first


@pytest.mark.parametrize(
    ("text", "floor"),
    [
        ("cheapest way to run llama 3.3 70b at home at 10+ tok/s?", 10.0),
        ("best gpu under 2000 dollars for llama 3 8b at 50+ tokens/s", 50.0),
    ],
)
def test_a_plus_after_the_rate_is_a_floor(advisor, text: str, floor: float) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert query.tokens_per_s_target == floor
    pick = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert pick.input["min_tokens_per_s"] == floor


def test_cheaper_per_token_ranks_by_cost_per_token(advisor) -> None:
    query, answer, first = turn_of(
        advisor, "which is cheaper per token to serve llama 3 70b, h100 or a100?"
    )
    assert query.objective == "best_value" and "per 1M tokens" in first


def test_at_home_is_ones_own_hardware(advisor) -> None:
    query, _, _ = turn_of(advisor, "我想在家跑 qwen3 235b，最便宜的配置是什么")
    assert query.where == "own"
