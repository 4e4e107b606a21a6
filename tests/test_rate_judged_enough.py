"""A decode rate asked and then judged adequate ("how many tok/s, enough for chat?") is a speed.

The "enough" judges the rate asked, not the memory: the answer leads with tokens/s, not a fit.
A plain "is it enough" of memory stays a fit check.
"""

import re

import pytest

from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "rtx 4090 with qwen2.5 32b at q4 — what tok/s would i see, and is that usable for coding?",
        "m3 max 64gb running gemma 3 27b q4: tokens per second, good enough for chat?",
        "两张4090跑qwen2.5 72b q4，每秒几个token，日常对话够用吗",
        "mac mini m4 pro 48g跑qwen3 32b q4，一秒多少个token，写代码够不够用",
    ],
)
def test_rate_then_enough_is_a_speed(advisor, question):
    answer = last_answer(advisor, question)
    assert answer.kind == "speed"
    first = answer.answer.splitlines()[0]
    assert re.search(r"[\d.]+ ?tokens/s", first)


@pytest.mark.parametrize(
    "question",
    [
        "is 24gb enough for qwen2.5 32b q4 on a 4090?",
        "一张4090的显存够不够跑qwen2.5 32b q4",
    ],
)
def test_memory_enough_stays_a_fit(advisor, question):
    answer = last_answer(advisor, question)
    assert answer.kind == "fit_check"
