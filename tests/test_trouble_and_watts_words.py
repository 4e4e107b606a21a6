"""A job reported throttling or falling from one rate to another is a trouble, not a speed
asked; a terse "watts?" asks the draw; a draw under a kilowatt is said in watts alone."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "my 3060 doing sdxl keeps throttling after five minutes, the fans are loud",
        "4070 super with yolov8s, detection fps drops from 90 to 40 once it warms up",
        "l4 transcribing with whisper large-v3, speed falls from 20x to 6x realtime after an hour",
        "my 4090 throughput goes down from 40 to 15 tok/s with llama 3 8b after a while",
    ],
)
def test_a_rate_that_falls_or_a_throttling_card_is_a_trouble(advisor, text) -> None:
    _query, answer, first = turn_of(advisor, text)
    assert answer.kind == "troubleshoot"
    assert "ms per image" not in first and "Yes." not in first


@pytest.mark.parametrize(
    ("text", "gpu", "watts"),
    [
        ("l4 running whisper in a closet, wattage?", "l4", "72 W"),
        ("4090 doing sdxl all day, watts?", "rtx-4090", "450 W"),
        ("nvidia a2 running whisper in a 1u box, watts?", "a2", "60 W"),
    ],
)
def test_a_terse_watts_asks_the_draw(advisor, text, gpu, watts) -> None:
    query, answer, first = turn_of(advisor, text)
    assert query.gpus and query.gpus[0].gpu_id == gpu
    assert answer.kind == "power"
    assert watts in first


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("power draw of a jetson orin nano at full load?", "25 W"),
        ("jetson orin nano 满载功耗多少瓦", "25 W"),
        ("mac mini m4 pro power draw at full load?", "140 W"),
    ],
)
def test_a_draw_under_a_kilowatt_is_said_in_watts(advisor, text, watts) -> None:
    _query, answer, first = turn_of(advisor, text)
    assert answer.kind == "power"
    assert watts in first
    assert "kW" not in first and "0.0" not in first
