"""A card's figure doubted as enough for a use ("带宽才448？跑大模型会不会太拉胯", "is 448 GB/s too
weak for llms?"): the row answers the figure first, then the guide's section on what that figure
decides; a figure asked plainly gets the row alone."""

from __future__ import annotations

import pytest

from assistant.question.spec_premise import figure_doubted
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "doubted"),
    [
        ("4060ti带宽288够用吗", True),
        ("is the 3060's 360 gb/s bandwidth too slow for llms?", True),
        ("a770 带宽多少？跑大模型会不会是瓶颈", True),
        ("4060ti带宽多少", False),
        ("is 16gb enough for sdxl?", False),  # no figure of the card's row asked
    ],
)
def test_figure_doubted(text: str, doubted: bool) -> None:
    assert figure_doubted(text) is doubted


@pytest.mark.parametrize(
    ("text", "opening", "why", "section"),
    [
        (
            "is the 3060's 360 GB/s bandwidth too slow for llms?",
            "**RTX 3060 12GB: 360 GB/s memory bandwidth**",
            "**Why:**",
            "bandwidth",
        ),
        (
            "4060ti带宽才288？跑大模型会不会太慢",
            "**RTX 4060 Ti 16GB：显存带宽 288 GB/s**",
            "**原因：**",
            "带宽",
        ),
        (
            "7900xtx带宽多少？跑大模型够不够",
            "**Radeon RX 7900 XTX：显存带宽 960 GB/s**",
            "**原因：**",
            "带宽",
        ),
    ],
)
def test_the_row_then_what_the_figure_decides(
    advisor, text: str, opening: str, why: str, section: str
) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "catalog" and first.startswith(opening)
    assert why in answer.answer
    guide = next(c for c in answer.citations if c.source.startswith("guides/"))
    assert section in guide.section.lower()


def test_a_plain_figure_gets_the_row_alone(advisor) -> None:
    _, answer, first = turn_of(advisor, "4060ti带宽多少")
    assert answer.kind == "catalog" and "288 GB/s" in first
    assert "**原因：**" not in answer.answer
