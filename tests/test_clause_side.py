"""A side said bare among a job's settings after the model's name ("出图，768 batch 4"), and
live rooms or webinars counted as speech streams ("25 concurrent classrooms")."""

from __future__ import annotations

import pytest

from assistant.question.picture_slots import clause_side
from assistant.question.stream_slots import streams
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("flux 批量生成，768，batch 4", 768),
        ("yolov8s 416推理 fps", 416),
        ("sdxl api, 1536, peak load", 1536),
        ("sdxl on a 2080, how fast", None),  # a card's series number, not a side
        ("sdxl 在 2080 上跑多快", None),
        ("sdxl for 960 bucks", None),  # money
        ("sdxl, 1000 images, how long", None),  # a count of images
        ("sdxl, 30 steps", None),
    ],
)
def test_a_bare_side_among_the_settings_is_read(text: str, side: int | None) -> None:
    name_end = 4 if text.startswith("sdxl") or text.startswith("flux") else 7
    assert clause_side(text, name_end) == side


@pytest.mark.parametrize(
    ("question", "tool", "side"),
    [
        ("3060 跑 sd1.5 批量出图，768 batch 4，每张几秒", "estimate_workload_speed", 768),
        ("yolov8s 320 inference on a t4, fps with tensorrt?", "estimate_workload_speed", 320),
        ("flux dev 接口，1024，每分钟 30 张，用 L40S 要几张", "estimate_workload_capacity", 1024),
    ],
)
def test_the_bare_side_reaches_the_tools(question: str, tool: str, side: int) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    call = next(c for c in answer.tool_calls if c.tool == tool)
    assert call.input["resolution"] == side


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("live captions for 25 concurrent classrooms", 25),
        ("transcribe 12 simultaneous webinars", 12),
        ("60 parallel lecture rooms with whisper", 60),
        ("40 rooms in the building", None),  # rooms not said live at once
        ("15 live speakers on stage", 15),
    ],
)
def test_rooms_and_webinars_live_at_once_are_streams(text: str, n: int | None) -> None:
    assert streams(text) == n


def test_the_rooms_reach_the_capacity_tool() -> None:
    _, answer, line = turn_of(
        memory_advisor(), "whisper small captions for 30 concurrent webinars on t4s, how many?"
    )
    call = next(c for c in answer.tool_calls if c.tool == "estimate_workload_capacity")
    assert call.input["streams"] == 30
    assert "30" in line
