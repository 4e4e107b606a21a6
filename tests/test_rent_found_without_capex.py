"""Owning weighed against a named provider's rent with no price to buy the card: the weighing
cannot run, but the rent found at that provider is said on the same first line."""

import re

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "provider", "monthly"),
    [
        ("每天跑12小时qwen2.5 14b推理，自己买一张L20还是租恒源云", "恒源云", True),
        ("buy an L20 or keep renting on gpushare? about 6 hours a day", "gpushare", True),
        ("L20 买一张 还是 租恒源云的 划算", "恒源云", False),
    ],
)
def test_the_named_providers_rent_leads_when_no_capex(advisor, question, provider, monthly):
    answer = advisor.ask(question)
    assert answer.kind == "rent_vs_buy"
    first = answer.answer.splitlines()[0]
    assert provider.lower() in first.lower()
    assert re.search(r"[¥$][\d,.]+", first)
    assert (("每月" in first) or ("a month" in first)) is monthly
