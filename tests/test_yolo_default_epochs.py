"""A YOLO training run with no epoch count is Ultralytics' default 100-epoch run, not one pass."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "what's the best gpu for training yolov8 on a custom dataset of 5k images",
        "训练 yolo11s，数据集 8000 张图，租什么卡",
    ],
)
def test_a_yolo_pick_times_the_default_run(advisor, text: str) -> None:
    _, answer, first = turn_of(advisor, text)
    notes = " ".join(answer.assumptions)
    assert (
        "100 epochs assumed, Ultralytics' default" in notes or "Ultralytics 默认的 100 个" in notes
    )
    assert "0.00 hours" not in first and "0 分钟" not in first
