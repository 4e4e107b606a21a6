"""A why asked beside an amount of quality ("准确率会掉多少", "how much accuracy do I lose"):
no calculator sizes quality, so the why is what is asked and a guide explains it."""

from __future__ import annotations

import pytest

from assistant.question.why_cues import QUALITY_AMOUNT_RE
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("text", "quality"),
    [
        ("准确率会掉多少", True),
        ("识别率下降多少", True),
        ("how much accuracy do i lose", True),
        ("画质会差多少", True),
        ("显存要多少", False),
        ("how much vram", False),
    ],
)
def test_a_quality_amount_is_read(text: str, quality: bool) -> None:
    assert (QUALITY_AMOUNT_RE.search(text) is not None) == quality


@pytest.mark.parametrize(
    "question",
    [
        "whisper 开 int8 为什么会快这么多，识别率下降多少",
        "why does batching make whisper faster, and how much accuracy do i lose?",
        "为什么 flux 用 fp8 能省显存，画质会差多少",
    ],
)
def test_the_why_is_explained(question: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "concept"
    assert not any(c.tool.startswith("recommend") for c in answer.tool_calls)


def test_a_memory_amount_still_sizes() -> None:
    _, answer, _ = turn_of(memory_advisor(), "为什么 sdxl 要这么多显存，在 3060 上要多少")
    assert answer.kind != "concept"
