"""A price seen for one card, judged worth it or not, is the card's price row and that amount.

Before, "二手3090 5000块值得买吗" quoted a used-market paragraph and "is a used 3090 for $650
worth it?" picked a new RTX 5060 Ti within $650.
"""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "amount", "where"),
    [
        ("二手3090 5000块值得买吗", "¥5,000", "在这个区间内"),
        ("is a used 3090 for $650 worth it?", "$650", "within that range"),
        ("4090 at $1500 used, good deal?", "$1,500", "within that range"),
        ("二手4090 两万贵不贵", "¥20,000", "高于这个区间"),
    ],
)
def test_the_amount_is_set_against_the_cards_dated_price(advisor, text, amount, where):
    query, answer, first = turn_of(advisor, text)
    assert query.spec_fields == ["price"] and answer.kind == "price"
    assert amount in first and where in first


@pytest.mark.parametrize(
    "text",
    [
        "is the 4090 worth it over the 3090?",  # two cards weighed
        "is a used 3090 for $650 worth it for llama 70b?",  # the card's use weighed
        "3090 $650 worth it or should i rent?",  # renting weighed
        "一年用300小时4090，二手1.5万买划算吗",  # the use stated: owning weighed
    ],
)
def test_another_option_or_a_use_weighed_is_not_a_price_row(advisor, text):
    assert parse(text, advisor.catalog).spec_fields != ["price"]
