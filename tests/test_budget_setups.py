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
            ("$6,000.00 budget", "2 × RTX 4090 about $", "USD"),
        ),
        (
            "预算 3 万，跑 flux dev 出图，两张 4090 还是一张 5090",
            ("¥30,000.00 预算", "2 × RTX 4090 约 ¥", "都在预算内"),
        ),
        (
            "$1,500 budget, sdxl: a 3090 or a 4090?",
            ("$1,500.00 budget", "only RTX 3090 within it"),
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
    assert "budget" not in answer.answer
