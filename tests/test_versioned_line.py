"""A versioned line named bare ("yolo11", "YOLO 11") is its middle size, not another line's
default said to be missing."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from assistant.question.versioned_line import versioned_member
from tests.support.advisors import memory_advisor

CAT = load_catalog()


def test_the_middle_size_of_a_line() -> None:
    assert versioned_member(CAT, "yolo11", "vision") == "yolo11m"
    assert versioned_member(CAT, "yolov8", "vision") is None  # its line holds the default
    assert versioned_member(CAT, "resnet", "vision") is None  # no version


@pytest.mark.parametrize(
    "text",
    [
        "RTX 4080 or RTX 3090 to train YOLO11 on 20k images, which is quicker?",
        "yolo 11 训练，4090 和 a6000 哪个快",
    ],
)
def test_a_bare_versioned_line_is_sized_not_refused(text: str) -> None:
    query = parse(text, CAT)
    assert query.workload_id == "yolo11m"
    assert not [p for p in query.problems if p.kind == "unlisted_model"]
    answer = memory_advisor().ask(text)
    assert answer.kind in ("workload_compare", "compare")
    assert "YOLO11m" in answer.answer
