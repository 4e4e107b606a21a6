"""A follow-up that spins up cards ("开10张…") counts them for the card asked about before."""

from __future__ import annotations

import pytest

from assistant.question.markers import stated_count
from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("开10张连跑720小时（一个月），总价多少", 10),
        ("开两张跑一个月多少钱", 2),
        ("那开8张呢", 8),
    ],
)
def test_cards_spun_up_are_a_count(text: str, count: int) -> None:
    """ "开N张" says a count of the card already named."""
    assert stated_count(text) == count


def test_opening_something_else_is_no_count() -> None:
    """ "开个会" opens a meeting, not a card."""
    assert stated_count("开个会讨论一下要不要买卡") is None


def test_a_price_follow_up_totals_the_cards_spun_up() -> None:
    """The follow-up's count carries onto the card and provider of the turn before."""
    advisor = memory_advisor()
    turns = ["矩池云 T4 一小时多少钱？", "开6张连跑一个月，总价多少"]
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.answer.splitlines()[0].startswith("6 × T4")
