"""Selling a card asks its used-market price, not a rental: "what can I sell my 3090 for"."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "card", "used_word"),
    [
        ("what could I sell a used-up 3090 for on ebay right now", "RTX 3090", "used"),
        ("resale value of my rtx 4090 after a year of training?", "RTX 4090", "used"),
        ("我的3090转手大概能卖多少钱", "RTX 3090", "二手"),
        ("4090 用了两年，现在能卖多少", "RTX 4090", "二手"),
    ],
)
def test_a_sale_is_priced_at_the_used_market(advisor, question, card, used_word):
    answer = advisor.ask(question)
    first = answer.answer.splitlines()[0]
    assert answer.kind == "price"
    assert card in first and used_word in first
    assert "GPU-hour" not in first and "每卡时" not in first  # not what renting one costs
