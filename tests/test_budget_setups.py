"""Setups compared for a workload under a sum spent once: each one's purchase cost against it."""

from __future__ import annotations

import pytest

from tests.support.advisors import last_answer as _last
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "about $6k to spend: two 4090s or a single 5090 for flux dev images?",
            ("Bought (USD", "2 × RTX 4090 at $", "each fits within your budget"),
        ),
        (
            "预算 3 万，跑 flux dev 出图，两张 4090 还是一张 5090",
            ("购买价（CNY", "2 × RTX 4090 每张 ¥", "都在预算内"),
        ),
        (
            "$1,500 budget, sdxl: a 3090 or a 4090?",
            ("RTX 4090 at $", "only RTX 3090 fits within your budget"),
        ),
    ],
)
def test_each_setup_is_priced_against_the_budget(advisor, question, words):
    answer = _last(advisor, question)
    assert answer.kind == "workload_compare"
    (call,) = [c for c in answer.tool_calls if c.tool == "query_catalog"]
    assert call.input["currency"] in ("USD", "CNY")
    assert all(w in answer.answer for w in words), answer.answer


def test_no_budget_no_price_line(advisor):
    answer = _last(advisor, "4090 vs 5090 for flux dev, which is faster")
    assert not [c for c in answer.tool_calls if c.tool == "query_catalog"]
    assert "within your budget" not in answer.answer


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "about $2,000 to spend: a 4090 or two 3090s for llama 70b?",
            ("2 × RTX 3090 at $", "only RTX 4090 fits within your budget"),
        ),
        (
            "预算两万，两张 3090 还是一张 4090 跑 qwen 32b",
            ("2 × RTX 3090 每张 ¥", "只有RTX 4090在预算内"),
        ),
    ],
)
def test_an_llm_comparison_is_priced_against_the_budget(advisor, question, words):
    answer = _last(advisor, question)
    assert answer.kind == "compare"
    assert all(w in answer.answer for w in words), answer.answer
