"""Throughput per dollar asked of named cards ranks them by cost per token, not by speed."""

from __future__ import annotations

import re

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "winner"),
    [
        ("tokens per dollar serving llama 3.1 8b, l4 vs l40s vs a100", "A100"),
        ("which is more throughput per $ for llama 3.1 8b: an a100 or an l40s", "A100"),
        ("l4 和 l40s 跑 llama 3.1 8b，每块钱的吞吐哪个高", "L40S"),
    ],
)
def test_per_dollar_ranks_by_cost_per_million_tokens(advisor, text: str, winner: str) -> None:
    """The winner has the lowest cost per 1M tokens at full load of those compared, said first
    (batched on vLLM, a server's cost per token: the A100 80GB's room for KV cache beats the
    L40S's lower hourly price; the L4 holds Llama 3.1 8B in bf16 with room for one sequence
    only), and the others' costs are said beside it."""
    query, answer, first = turn_of(advisor, text)
    assert query.objective == "best_value"
    assert answer.kind == "compare"
    costs = [float(c.replace(",", "")) for c in re.findall(r"[$¥]([\d,.]+)", first)]
    assert len(costs) >= 2 and costs[0] == min(costs)
    assert "at full load" in first or "满负荷每百万 token" in first
    report = next(c for c in answer.tool_calls if c.tool == "compare_gpus").output
    cheapest = min(
        (r for r in report["gpus"] if r["cost_per_million_tokens"] is not None),
        key=lambda r: float(r["cost_per_million_tokens"]),
    )
    assert report["winner"] == cheapest["gpu_id"]
    won = re.search(r"\*\*(?:the )?(.+?) (?:wins|胜出)\*\*", first)
    assert won is not None and winner in won.group(1)
