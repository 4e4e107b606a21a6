"""A rented card's month priced for a media service's daily use: the service sized on the card.

Before, "monthly cost of … if my yolo11n service runs 10 hours a day" priced the month and left
the service out: only hours said as a job ("先跑 3 小时") had the workload sized on the rental.
"""

from __future__ import annotations

from tests.support.advisors import memory_advisor, turn_of


def test_daily_use_of_a_service_sizes_it_on_the_rented_card():
    advisor = memory_advisor()
    text = "what would an L4 on AWS cost a month if our yolov8s detector runs 8 hours a day?"
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "price"
    assert "per month" in first and "$" in first
    sized = [c for c in answer.tool_calls if c.tool == "estimate_workload_memory"]
    assert sized and sized[-1].input.get("gpu") == "l4"
    assert "it fits" in answer.answer and "YOLOv8s" in answer.answer
