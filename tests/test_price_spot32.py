"""A spot price asked for a card no provider lists spot for says so, then the on-demand price.

Before, the lead printed "spot: — per month" (a missing figure rendered as a dash) and then the
same on-demand offer a second time.
"""

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "lead"),
    [
        ("what's the spot price of an RTX 4090 per month?", "No spot price for the RTX 4090"),
        ("4090 抢占式实例每小时多少钱", "没有 RTX 4090 的抢占式报价"),
    ],
)
def test_no_spot_listed_is_said_first_and_no_dash_stands_for_a_price(advisor, question, lead):
    answer = advisor.converse([question]).turns[-1].answer
    first = answer.answer.splitlines()[0]
    assert lead in first
    assert "—" not in first and ("$" in first or "¥" in first)


def test_a_card_with_spot_listed_still_leads_with_spot(advisor):
    answer = advisor.converse(["H100 spot price per hour on AWS?"]).turns[-1].answer
    first = answer.answer.splitlines()[0]
    assert "spot: **$" in first and "No spot price" not in first
