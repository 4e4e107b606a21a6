"""A price asked, then another machine or card put in its place: that one's price is asked."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("first", "then", "name", "figure"),
    [
        (
            "gcp a2-ultragpu-8g on demand price?",
            "and the p4d.24xlarge on aws?",
            "p4d.24xlarge",
            "$",
        ),
        (
            "what's the hourly rate for a g6e.12xlarge?",
            "and the g5.12xlarge?",
            "g5.12xlarge",
            "$5.67",
        ),
        ("g6e.12xlarge 按量价格多少", "那 g5.12xlarge 呢", "g5.12xlarge", "¥"),
    ],
)
def test_a_swapped_type_is_priced(advisor, first, then, name, figure) -> None:
    query, answer, first_line = turn_of(advisor, first, then)
    assert answer.kind == "price"
    assert query.price_words
    assert name in first_line and figure in first_line


def test_a_type_asked_on_its_own_is_still_the_table(advisor) -> None:
    _, answer, first_line = turn_of(advisor, "how many vcpus does a p4d.24xlarge have")
    assert answer.kind == "instance"
    assert "96 vCPUs" in first_line


def test_a_new_ask_after_a_price_is_not_a_price(advisor) -> None:
    _, answer, _ = turn_of(advisor, "g6e.12xlarge 按量价格多少", "那 g5.12xlarge 有几张卡")
    assert answer.kind == "instance"
