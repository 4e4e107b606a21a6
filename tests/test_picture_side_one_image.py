"""An image side said with "one picture" ("1536一张图", "每张 768 的图", "per 512 image")."""

from __future__ import annotations

import pytest

from assistant.question.picture_slots import bare_side
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "side"),
    [
        ("sdxl 在 3060 上 1536一张图大概几秒", 1536),
        ("每张 768 的图要多久", 768),
        ("how long for one 512 image on a t4", 512),
        ("what does each 1024px render cost in time", 1024),
        ("一张图要多久", None),
        ("1000 张图要跑多久", None),
    ],
)
def test_a_side_said_of_one_picture_is_read(text: str, side: int | None) -> None:
    assert bare_side(text) == side


@pytest.mark.parametrize(
    ("question", "side", "shown"),
    [
        ("4090 跑 sdxl，1536一张图要几秒", 1536, "1536x1536"),
        ("3090 上 flux schnell 生成一张 768 的图多久", 768, "768x768"),
        ("on an l4, how many seconds per 1024 image with sdxl?", 1024, "1024x1024"),
    ],
)
def test_the_side_reaches_the_speed_tool(question: str, side: int, shown: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    speed = next(c for c in answer.tool_calls if c.tool == "estimate_workload_speed")
    assert speed.input["resolution"] == side
    assert shown in line
