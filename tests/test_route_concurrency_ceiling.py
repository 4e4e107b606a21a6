"""The ceiling of concurrency named ("并发上限", "最大并发数", "concurrency limit") asks the
count of users the cards hold: the serving kind answers with that count, not a yes/no fit."""

import re

import pytest

from assistant.question.capacity_slots import capacity_asked
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("两张a100跑70b，并发上限能到多少", True),
        ("最大并发数大概是多少", True),
        ("并发极限是几", True),
        ("what's the concurrency limit on one h100", True),
        ("max concurrency for qwen on two cards?", True),
        ("maximum concurrency for 8192 tokens per request: 3.2x", False),
        ("单并发上限是多少 token", False),
    ],
)
def test_ceiling_of_concurrency_is_a_count_asked(text, asked):
    assert capacity_asked(text) is asked


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("一张A100 80G部署llama 3.1 8b，每个用户4k上下文，最大并发数大概是多少", "并发"),
        ("两张4090跑qwen3 32b awq，8k上下文，并发上限大概多少", "并发"),
        (
            "one L40S serving qwen2.5 14b at fp8, 8k context each, what's the concurrency limit?",
            "concurrent",
        ),
    ],
)
def test_ceiling_is_answered_with_a_user_count(advisor, question, word):
    answer = advisor.ask(question)
    assert answer.kind == "serve"
    line = answer.answer.splitlines()[0]
    assert word in line
    users = re.search(r"(\d+)", line)
    assert users is not None and int(users[1]) >= 1
