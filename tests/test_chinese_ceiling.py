"""A buying ceiling said as a Chinese sum of 千/万 with no currency ("一万五以内怎么配")."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("两万以内怎么配一台跑qwen2.5 32b的机器", Decimal(20000)),
        ("八千以下买什么显卡跑14b模型", Decimal(8000)),
        ("1万2以内收张卡跑llama 3 8b，选哪张", Decimal(12000)),
        ("三千五之内装机跑7b，推荐什么卡", Decimal(3500)),
    ],
)
def test_a_chinese_sum_ceiling_is_the_budget(text: str, budget: Decimal) -> None:
    query = parse(text, CAT)
    assert query.budget == budget
    assert query.budget_currency == "CNY"


def test_a_count_under_a_ceiling_word_is_not_money() -> None:
    assert parse("两张卡以内能跑70b吗", CAT).budget is None


def test_a_speed_target_with_a_chinese_ceiling_asks_for_a_build() -> None:
    answer = memory_advisor().ask("跑qwen2.5 32b至少25 token/s，两万以内怎么配")
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["budget"] == Decimal(20000)
    assert call.input["min_tokens_per_s"] == 25.0
