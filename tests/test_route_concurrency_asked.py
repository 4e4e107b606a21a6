"""The concurrency itself asked of named cards and a model ("what concurrency can we expect",
"能扛多大并发") is a serving count: the users the cards hold, not whether the model fits."""

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
        ("what concurrency could i get out of it", True),
        ("what kind of concurrency should we expect", True),
        ("两张卡能撑多高并发", True),
        ("concurrency is not a concern, just latency", False),
    ],
)
def test_concurrency_asked_is_a_capacity(text, asked):
    assert capacity_asked(text) is asked


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("4x l40s with qwen2.5 32b at 4k context, what concurrency can we expect?", "concurrent"),
        ("两张H100跑llama 3.1 8b，16k上下文，能扛多大并发", "并发"),
        ("what kind of concurrency would 2x a100 80gb give for mistral 7b at 8k?", "concurrent"),
    ],
)
def test_concurrency_asked_is_answered_with_a_user_count(advisor, question, first):
    answer = advisor.ask(question)
    assert answer.kind == "serve"
    line = answer.answer.splitlines()[0]
    assert first in line and re.search(r"\d+", line)
