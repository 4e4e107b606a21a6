"""A speed asked outright ("what's a normal speed", "大概多少 t/s") beside a rate seen or a worth
judged: the speed kind answers with the expected tokens/s first, then sets the rate seen against
it. A rate called low ("only 5 t/s, normal?") stays a slow job to troubleshoot."""

import pytest

from assistant.question.speed_asked import speed_asked_outright
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what's a typical generation speed for this? i get 30 t/s", True),
        ("how many tokens per second should a 4090 do on 14b", True),
        ("3090 跑 14b q4 大概多少t/s", True),
        ("正常速度应该是多少？我这 20 t/s", True),
        ("only getting 5 t/s, what's a normal speed?", False),
        ("才 8 t/s，正常速度是多少", False),
        ("it's really slow, what's a normal speed", False),
        ("is 40 t/s normal?", False),
    ],
)
def test_speed_asked_outright(text, asked):
    assert speed_asked_outright(text) is asked


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "qwen2.5 14b q4 on a 4060 ti 16gb in llama.cpp, what's a normal speed? i get 22 t/s",
            "in line",
        ),
        ("what speed should i expect from mistral 7b q8 on a 3090? getting 20 t/s", "well below"),
        ("llama.cpp 跑 qwen2.5 14b q4 在 4060ti 16g 上正常速度是多少？我这边 12 t/s", "明显低于"),
    ],
)
def test_rate_seen_is_compared_after_the_speed(advisor, question, verdict):
    answer = advisor.ask(question)
    assert answer.kind == "speed"
    first = answer.answer.splitlines()[0]
    assert "tokens/s" in first
    assert verdict in first
    assert first.index("tokens/s") < first.index(verdict)


def test_rate_called_low_stays_troubleshooting(advisor):
    answer = advisor.ask("only getting 5 t/s with qwen3 32b on my 4090, is that normal?")
    assert answer.kind == "troubleshoot"


@pytest.mark.parametrize(
    "question",
    [
        "二手P40跑qwen2.5 14b q8大概多少t/s，闲鱼八百块值不值",
        "how many tokens per second would a used 3090 do on llama 3.1 8b q8, worth $600?",
        "T4 16G 跑 qwen2.5 7b q4 每秒多少token，三百块值得买吗",
    ],
)
def test_speed_asked_before_a_worth_is_answered_with_the_speed(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "speed"
    first = answer.answer.splitlines()[0]
    assert "tokens/s" in first
