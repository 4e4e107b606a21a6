"""How much more one card costs to buy than another: the gap between their catalog prices.

"a6000比3090贵多少" was a speed comparison; "how much more does a 4090 cost than a 3090" a gap
between rents nobody asked about. Renting said, or a card with no price to buy (an H100 PCIe),
keeps the gap between rents per GPU-hour.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(advisor, question):
    answer = advisor.ask(question)
    return answer, answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        # RTX A6000 $4,650 new against the RTX 3090's $1,499: $3,151, 3.1x
        ("rtx a6000 比 3090 贵多少钱", ["买的话 RTX A6000 比 RTX 3090 贵 $3,151", "3.1 倍"]),
        # RTX 5090 $1,999 against the RTX 4090's $1,599
        ("how much pricier is a 5090 than a 4090", ["The RTX 5090 costs $400 more", "1.3×"]),
    ],
)
def test_the_gap_between_new_prices_leads(advisor, question, said):
    answer, first = _first(advisor, question)
    assert answer.kind == "price"
    assert all(s in first for s in said), first


def test_used_said_compares_used_prices(advisor):
    # used: RTX 4090 $1,700, RTX 3090 $800
    answer, first = _first(advisor, "二手4090比二手3090贵多少")
    assert "按二手价" in first and "$900" in first and "$1,700 对 $800" in first
    assert "新卡" not in first


def test_both_used_prices_follow_the_new_gap(advisor):
    _, first = _first(advisor, "how much more does a 4090 cost than a 3090?")
    assert "$100 more to buy" in first and "Used, the RTX 4090 is $900 more" in first


@pytest.mark.parametrize(
    "question",
    ["h100 pcie vs h100 sxm price difference", "4090和3090租的话差价多少"],
)
def test_rents_are_weighed_when_rented_or_unpriced_to_buy(advisor, question):
    answer, first = _first(advisor, question)
    assert answer.kind == "price"
    assert "GPU-hour" in first or "每卡每小时" in first


def test_a_gap_judged_worth_it_stays_a_comparison(advisor):
    answer, _ = _first(advisor, "is the 4090 worth the price difference over a 3090 for llms")
    assert answer.kind == "compare"
