"""A price paid for cards in hand is no budget; users said "at once" beat a head count."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import Catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return memory_advisor().catalog


@pytest.mark.parametrize(
    "text",
    [
        "three p40 24gb for $450 total. what can i run on these",
        "two 3090 for 1400 bucks, what will run on them under vllm",
        "两张 mi50 32gb 才 1500 块，这两张能跑什么",
    ],
)
def test_cards_then_for_a_price_then_what_runs_is_no_budget(catalog: Catalog, text: str) -> None:
    """The sum is what the cards cost, not a budget to shop within."""
    query = parse(text, catalog)
    assert query.budget is None
    assert query.gpus and query.gpus[0].count >= 2


@pytest.mark.parametrize(
    ("text", "users"),
    [
        ("40-person company, about 25 concurrent. serve qwen3 32b on what?", 25),
        ("a 100-person team, maybe 15 simultaneous, which gpus for llama 3.1 70b", 15),
        ("公司 80 人，同时在线大概 20，部署 qwen3 32b 用什么卡", 20),
    ],
)
def test_users_at_once_win_over_head_count(catalog: Catalog, text: str, users: int) -> None:
    """The load sized for is the number said to be at once, not the team's size."""
    assert parse(text, catalog).users == users


@pytest.mark.parametrize(
    ("text", "runs"),
    [
        ("10万预算，买卡还是租卡做 70b 的 lora 微调，一年大概跑 20 次", 20),
        ("预算 8 万，每月训两次 32b 的 lora，买卡还是租卡", 24),
        ("$20k budget, buy or rent for 70b lora fine-tunes, about 12 runs a year", 12),
    ],
)
def test_a_recurring_job_with_a_budget_weighs_buying_against_renting(text: str, runs: int) -> None:
    """How often the job runs is a use to weigh: rent-or-buy is answered, not only a card."""
    advisor = memory_advisor()
    turn = advisor.converse([text]).turns[-1]
    assert turn.query.job_runs_per_year == runs
    assert turn.answer.kind == "rent_vs_buy"


@pytest.mark.parametrize(
    "text",
    [
        "4090 和 3090 跑 qwen3 32b，谁更划算",
        "A100 和 H100 跑 llama 3 70b 推理，每块钱的吞吐谁高",
        "h100 vs a100 for llama 70b serving, tokens per dollar, which one wins?",
    ],
)
def test_which_of_two_cards_wins_is_a_comparison(catalog: Catalog, text: str) -> None:
    """ "谁更划算" of two cards asks which of them wins: compared, not one card timed."""
    assert parse(text, catalog).intent == "compare"
