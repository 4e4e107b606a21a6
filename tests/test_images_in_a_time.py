"""Images counted over a time ("how many in a day", "一小时能出多少张"): the rate times the time,
not the price of renting the card for that long."""

from __future__ import annotations

import re

import pytest

from assistant.calc.media_speed import MediaSpeedEstimate
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("roughly how many sdxl pics could a single 3090 crank out in a day?", 24.0),
        ("how many flux images can one 4090 render in an hour", 1.0),
        ("L40S 跑 sdxl，一晚上 8 小时能画多少张", 8.0),
        ("4090 跑 sd1.5 一天能出多少张图", 24.0),
    ],
)
def test_the_count_in_the_time_leads(advisor, text, hours):
    answer = advisor.ask(text)
    assert answer.kind == "workload_speed"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    speed = call.typed(MediaSpeedEstimate)
    assert speed is not None and speed.images_per_minute
    first = answer.answer.splitlines()[0]
    found = re.search(r"(?:about|约) ([\d,]+) (?:images|张)", first, re.I)
    assert found is not None
    shown = float(found[1].replace(",", ""))
    expected = speed.images_per_minute * 60 * hours
    assert abs(shown - expected) <= max(10, expected * 0.01)
    assert f"{hours:g} h" in first or f"{hours:g} 小时" in first


def test_a_rate_asked_with_no_time_stays_a_rate(advisor):
    first = advisor.ask("how fast is sdxl on a 4090").answer.splitlines()[0]
    assert "s per image" in first and "images in" not in first
