"""One card put against another on speed ("would X beat Y on decode") is their comparison.

"405B at fp8: would 8x MI300X beat 8x H200 on decode tok/s" got the MI300X's speed alone: the
words that set one card against the other were not read as a judgement between them.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "winner"),
    [
        ("does a single 5090 outrun a pair of 3090s on qwen2.5 32b q4 tokens/s?", "RTX 5090"),
        ("l40s 跑 llama 3.1 8b 比 a10 更快吗，每秒多少 token", "L40S"),
    ],
)
def test_one_card_against_another_names_the_winner(advisor, question, winner):
    answer = advisor.ask(question)
    first = answer.answer.split("\n\n")[0]
    assert answer.intent == "compare"
    assert winner in first and ("wins" in first or "胜出" in first)


def test_two_speeds_asked_without_a_judgement_stay_speeds(advisor):
    answer = advisor.ask("a10 和 l4 跑 llama 3.1 8b 各多少 token/s")
    assert answer.intent == "speed"
    assert "tokens/s" in answer.answer.split("\n\n")[0]
