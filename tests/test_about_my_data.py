"""How old or sound the assistant's own figures are, asked as small talk: how they are dated."""

from __future__ import annotations

import pytest

from assistant.calc.money import STALE_AFTER_DAYS
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("what's your knowledge cutoff? are the gpu prices you quote current?", "snapshot"),
        ("how fresh is your price data?", "snapshot"),
        ("你的价格数据是什么时候的？靠谱吗", "快照"),
        ("你的报价是什么时候的", "快照"),
    ],
)
def test_my_data_asked_is_small_talk_about_its_dates(advisor, text: str, said: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "smalltalk"
    assert query.about_data
    assert said in first and str(STALE_AFTER_DAYS) in first


@pytest.mark.parametrize("text", ["4090 的价格准不准", "is the h100 price on runpod current?"])
def test_a_cards_price_doubted_is_still_a_price(advisor, text: str) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert answer.kind != "smalltalk"
    assert not query.about_data
