"""The price of one image or clip asked with no count: that one item is the job priced.

Before, "一条下来几毛钱" or "$ per image" on a rented card gave the card's hourly price and
timed nothing; now one item is timed on the card and its hours priced.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what's the cost per image for sdxl on a rented 4090?", True),
        ("hunyuanvideo 在 a100 上每段视频的成本大概多少", True),
        ("sdxl on a rented 4090, how long per image?", False),
        ("sdxl on a 4090, 500 images, what's the cost?", False),
    ],
)
def test_one_item_price_is_read(text, asked):
    assert parse(text, load_catalog()).item_price_asked is asked


def test_one_image_priced_on_the_rented_card():
    _, answer, first = turn_of(memory_advisor(), "runpod 4090 running flux dev: $ per image?")
    assert answer.kind == "price"
    timed = [c for c in answer.tool_calls if c.tool == "estimate_workload_speed"]
    assert timed and timed[0].input.get("images") == 1
    priced = next(c for c in answer.tool_calls if c.tool == "price_job")
    assert priced.input["hours"] == pytest.approx(timed[0].output["job_hours"], abs=0.01)
    assert "in total" in first and "$" in first
