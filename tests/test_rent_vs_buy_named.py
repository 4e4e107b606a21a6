"""Renting a named instance type is priced at its own cloud; a sum spent to buy is the price."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _weighed(answer):
    return next(c for c in answer.tool_calls if c.tool == "rent_vs_buy_stated")


def test_a_named_type_rents_at_its_cloud(advisor) -> None:
    answer = advisor.ask("keep renting a g4dn.xlarge or buy my own t4 for $700? it runs 3h a day")
    assert answer.kind == "rent_vs_buy"
    call = _weighed(answer)
    assert call.input["capex"] == Decimal(700)
    assert call.input.get("rent_quoted") is True  # the type's own hourly price
    assert "AWS" in answer.answer


def test_a_chinese_named_type_rents_at_its_cloud(advisor) -> None:
    answer = advisor.ask("继续租 g6.xlarge 还是花 6000 元买一张 L4？每天跑 5 小时")
    call = _weighed(answer)
    assert call.input["capex"] == Decimal(6000)
    assert call.input.get("rent_quoted") is True


@pytest.mark.parametrize(
    "text",
    [
        "keep renting on runpod or spend $1800 to buy a 3090? about 4h a day",
        "还是继续租卡？或者花 9000 元买一张 4090，每天用 6 小时",
    ],
)
def test_a_sum_spent_to_buy_is_the_purchase_price(text: str) -> None:
    query = parse(text, CAT)
    assert query.budget is not None
    assert query.budget_kind != "rent"


def test_a_sum_spent_renting_stays_rent() -> None:
    query = parse("去年在阿里云上按量跑训练花了80万，买卡会不会更划算", CAT)
    assert query.budget_kind == "rent"
