"""Throughput per dollar asked of named cards ranks them by cost per token, not by speed."""

from __future__ import annotations

import re

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "tokens per dollar serving llama 3.1 8b, l4 vs l40s vs a100",
        "which is more throughput per $ for llama 3.1 8b: an a100 or an l40s",
        "l4 和 l40s 跑 llama 3.1 8b，每块钱的吞吐哪个高",
    ],
)
def test_per_dollar_ranks_by_cost_per_million_tokens(advisor, text: str) -> None:
    """The winner has the lowest cost per 1M tokens of those compared (L40S here: faster than
    the L4 at little more per hour, far cheaper per hour than the A100), and the others' costs
    are said beside it."""
    query, answer, first = turn_of(advisor, text)
    assert query.objective == "best_value"
    assert answer.kind == "compare"
    assert "L40S" in first.split("wins")[0] or "L40S 胜出" in first
    costs = [float(c.replace(",", "")) for c in re.findall(r"[$¥]([\d,.]+)", first)]
    assert len(costs) >= 2 and costs[0] == min(costs)
