"""Rates weighed between named cards: the cheapest per hour among them ("gh200 or h200, which is
cheapest per hour", a memory floor beside it) and how much dearer one is at a provider ("恒源云的
A6000 比 3090 贵多少") are price questions, not catalog rows or comparisons on a model."""

import pytest

from assistant.question.rate_units import price_gap_asked
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("4090比3090贵多少", True),
        ("how much pricier is the h100", True),
        ("what's the price difference between them", True),
        ("4090比3090快多少", False),
    ],
)
def test_a_price_gap_is_read(text, asked):
    assert price_gap_asked(text) is asked


@pytest.mark.parametrize(
    ("question", "first"),
    [
        (
            "need ≥80gb on one card for two days: a100 80gb or h100, which is cheapest per hour?",
            "$",
        ),
        ("单卡要80G以上，A100 80G和H100哪个每小时最便宜", "¥"),
        ("恒源云上4090比3090贵多少？值不值", "¥"),
        ("on runpod how much pricier is an h100 sxm than an a100 sxm?", "$"),
    ],
)
def test_rates_weighed_are_a_price(advisor, question, first):
    answer = advisor.ask(question)
    assert answer.kind == "price"
    assert first in answer.answer.splitlines()[0]


def test_a_memory_asked_of_one_card_is_still_its_row(advisor):
    answer = advisor.ask("how much memory does the gh200 have?")
    assert answer.kind == "catalog"
    assert "96 GB" in answer.answer.splitlines()[0]
