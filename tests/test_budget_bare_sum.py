"""A sum of thousands standing alone in a Chinese buying question is its budget (in CNY)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor

CATALOG = load_catalog()


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("想买张显卡玩玩ai画图，不想花太多，五六千", Decimal(6000)),
        ("推荐张卡跑本地大模型，8千左右", Decimal(8000)),
        ("装机选哪张显卡好，一万上下", Decimal(10000)),
        ("配台机器跑comfyui，显卡选什么，差不多两万", Decimal(20000)),
    ],
)
def test_a_bare_sum_in_a_buying_question_is_the_budget(text: str, budget: Decimal) -> None:
    query = parse(text, CATALOG)
    assert query.budget == budget
    assert query.budget_currency == "CNY"


@pytest.mark.parametrize(
    "text",
    [
        "想批量生成三千张图，租什么卡划算",  # a count of pictures, not money
        "两万小时的录音要转写，用什么卡",  # hours of audio
        "这张卡跑sd一张图要几秒，五千步呢",  # steps
    ],
)
def test_a_counted_sum_is_no_budget(text: str) -> None:
    assert parse(text, CATALOG).budget is None


def test_an_english_question_keeps_no_bare_budget() -> None:
    assert parse("which card for sdxl, 4000, cheap please", CATALOG).budget is None


def test_the_card_pick_stays_within_the_bare_sum() -> None:
    answer = last_answer(memory_advisor(), "家里电脑想加张显卡跑sd出图，显卡选啥，四五千")
    assert answer.kind == "workload_pick"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_workload_gpu")
    assert call.input["budget"] == Decimal(5000) and call.input["currency"] == "CNY"
    assert "¥" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "price"),
    [
        ("天天在云上租，还不如直接买张一万二的 4090？", Decimal(12000)),
        ("收一张五千五的 3090 自己跑 lora，跟租比呢", Decimal(5500)),
    ],
)
def test_a_card_named_by_its_price_before_it_is_bought_at_that_price(text, price) -> None:
    query = parse(text, CATALOG)
    assert query.budget == price
    assert query.budget_kind == "buy"
