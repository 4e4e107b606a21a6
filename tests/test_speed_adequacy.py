"""A speed judged adequate ("fast enough for chat?", "流畅吗") is answered with the speed, first."""

from __future__ import annotations

import re

import pytest

from tests.support.advisors import memory_advisor

TOKENS_PER_S = re.compile(r"([\d.,]+) tokens/s")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "does llama 70b q4 on 2x3090 run fast enough for realtime chat?",
        "m4 max 128gb with llama 3.3 70b q4, snappy enough for chat?",
        "a 3060 12gb with mistral 7b q4: responsive enough for a discord bot?",
        "qwen3 32b q4 放 4090 上速度够不够用，拿来写代码",
        "两张3090跑70b的q4，流畅吗",
    ],
)
def test_a_speed_judged_adequate_is_answered_with_tokens_per_second(advisor, question):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert answer.kind == "speed"
    found = TOKENS_PER_S.search(first)
    assert found is not None and float(found.group(1).replace(",", "")) > 1


def test_memory_enough_stays_a_fit(advisor):
    answer = advisor.ask("is 24gb enough for qwen 32b q4 on a 4090?")
    assert answer.kind == "fit_check" and answer.verdict == "yes"
