""" "How many x realtime per stream" asks one stream's speed, not how many streams a card holds."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    ("text", "gpu", "workload"),
    [
        ("T4 with whisper large-v3 int8, how many x real-time per stream",
         "t4", "whisper-large-v3"),
        ("how many times faster than realtime is whisper medium on a 3060 per stream",
         "rtx-3060", "whisper-medium"),
        ("3060 上 whisper medium 单路大概几倍实时", "rtx-3060", "whisper-medium"),
    ],
)  # fmt: skip
def test_the_speed_of_one_stream(text: str, gpu: str, workload: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "workload_speed"
    call = answer.tool_calls[0]
    assert call.tool == "estimate_workload_speed"
    assert (call.input["gpu"], call.input["workload"]) == (gpu, workload)
    assert "streams" not in call.input
    first = answer.answer.splitlines()[0]
    assert "real time" in first or "实时" in first


def test_a_card_number_before_per_stream_is_no_stream_count() -> None:
    assert parse("whisper small speed on a 3060 per stream?", CAT).streams_target is None


@pytest.mark.parametrize(
    "text",
    [
        "how many streams of whisper large-v3 can an l4 handle in realtime?",
        "L4 能同时跑几路 whisper large-v3 实时转写",
    ],
)
def test_a_count_of_streams_is_still_a_count(text: str) -> None:
    answer = memory_advisor().ask(text)
    assert answer.kind == "workload_pick"
    assert answer.tool_calls[0].tool == "estimate_workload_capacity"
