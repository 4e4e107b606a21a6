"""A job's length asked by offering spans as guesses ("minutes? hours?", "半天还是一周？") is a
duration asked: the job is timed, not checked for fit, and no span is read as a rate's unit."""

import re

import pytest

from assistant.question.span_guesses import span_guessed
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "guessed"),
    [
        ("lora on 50k rows, one a100. minutes? hours?", True),
        ("a few hours or several days?", True),
        ("one 4090, 2万条数据，半天还是一周？", True),
        ("3个小时还是3天啊", True),
        ("what's the price per hour? per day?", False),
        ("it ran for 3 hours and then oom'd", False),
    ],
)
def test_spans_offered_as_guesses(text, guessed):
    assert span_guessed(text) is guessed


@pytest.mark.parametrize(
    ("question", "unit"),
    [
        (
            "qlora of llama 3.1 8b on 30k samples, 2 epochs, a single 4090. a few hours? a week?",
            "hours",
        ),
        (
            "full fine-tune of qwen2.5 1.5b on 100k samples on one a100 80gb — minutes or hours?",
            "hours",
        ),
        ("一张3090用5万条数据lora微调qwen2.5 7b，一个晚上还是要好几天？", "小时"),
    ],
)
def test_a_guessed_span_times_the_job(advisor, question, unit):
    answer = advisor.ask(question)
    assert answer.kind == "job_duration"
    first = answer.answer.splitlines()[0]
    assert re.search(rf"[\d.]+ ?{unit}", first)
