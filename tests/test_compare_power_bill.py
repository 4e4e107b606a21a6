"""Two cards weighed where the power bill matters: each one's bill at the typical tariff."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "l4 vs a10 for an always-on inference server, electricity cost matters",
        "4090 vs 3090 for a 24/7 box, power bill matters",
        "L40S 和 A6000 对比，全天开着，电费很重要",
    ],
)
def test_each_card_gets_its_electricity_bill(advisor, text: str) -> None:
    """Both cards are billed, at 24 hours a day, with no tariff given."""
    answer = advisor.converse([text]).turns[-1].answer
    power = [c for c in answer.tool_calls if c.tool == "estimate_power"]
    assert len(power) == 2
    assert all(c.input["hours_per_day"] == 24.0 for c in power)
    assert "tariff_per_kwh" not in power[0].input
