"""A bracketed "the X one" names the variant; a budget range after a budget word is its top.

Before, "flux (the schnell one)" was timed as FLUX.1 [dev] (the family's default), "pony (an
sdxl finetune)" was only "not in my catalog", and "预算3、4千" was a budget of ¥3.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.question.parsing import parse
from assistant.question.text import unwrap_variant_asides
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_an_aside_keeps_its_name_and_every_position():
    text = "flux (the schnell one) on a 4070"
    out = unwrap_variant_asides(text)
    assert len(out) == len(text) and out.split() == ["flux", "schnell", "on", "a", "4070"]
    assert out.index("schnell") == text.index("schnell")
    assert unwrap_variant_asides("a 4090 (24gb) build") == "a 4090 (24gb) build"


@pytest.mark.parametrize(
    ("text", "workload", "words"),
    [
        ("flux (the schnell one) on a 4070 12gb, how fast?", "flux-schnell", "FLUX.1 [schnell]"),
        ("flux（schnell那个）在4070上出一张图要多久", "flux-schnell", "FLUX.1 [schnell]"),
        ("is pony (an sdxl finetune) ok on a 3060 12gb?", "sdxl-base", "Stable Diffusion XL"),
    ],
)
def test_the_variant_in_brackets_is_the_one_sized(advisor, text, workload, words):
    query, answer, first = turn_of(advisor, text)
    assert query.workload_id == workload and words in first


def test_a_model_size_in_brackets_is_the_size_sized(advisor):
    query, _, first = turn_of(advisor, "can qwen2.5 (the 32b one) run on a single 3090?")
    assert query.model_id == "qwen2.5-32b" and "Qwen2.5-32B" in first


@pytest.mark.parametrize(
    ("text", "budget", "currency"),
    [
        ("预算3、4千，想跑7b模型，买什么卡", 4000, "CNY"),
        ("预算3到5万配一台训练机", 50000, "CNY"),
        ("budget 1.5-2k usd, best gpu for 13b?", 2000, "USD"),
        ("my budget is 800-1000 dollars for a gpu", 1000, "USD"),
    ],
)
def test_a_budget_range_is_read_at_its_top(advisor, text, budget, currency):
    query = parse(text, advisor.catalog)
    assert query.budget == Decimal(budget) and query.budget_currency == currency
