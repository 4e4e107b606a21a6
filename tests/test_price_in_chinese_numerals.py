"""A price in Chinese numerals after a price word ("报价两百万", "花了三十万") is the sum paid."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "budget", "shown"),
    [
        ("厂商报价一百五十万，8张A100的服务器，自购还是租划算", 1_500_000, "1,500,000"),
        ("8卡H100整机报价两百万出头，跟在runpod上租比哪个好", 2_000_000, "2,000,000"),
        ("花了三十万买一台4卡4090的机器，和租比亏不亏", 300_000, "300,000"),
    ],
)
def test_a_chinese_numeral_price_is_the_purchase_price(
    question: str, budget: int, shown: str
) -> None:
    query, answer, _ = turn_of(memory_advisor(), question)
    assert query.budget == Decimal(budget)
    rvb = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert rvb.input["capex"] == Decimal(budget)
    assert shown in answer.answer


def test_a_count_of_ten_thousand_tokens_is_not_money() -> None:
    query, _, _ = turn_of(memory_advisor(), "大概两百万条样本，8张A100微调qwen2.5 7b要多久")
    assert query.budget is None
