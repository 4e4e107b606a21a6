"""A card's memory asked as two sizes side by side ("到底是96G还是144G", "80gb or 94gb?") asks
the card's row: the catalog kind answers with its memory first, even where a why-word ("到底")
is read."""

import pytest

from assistant.question.spec_premise import figures_asked
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("h100 nvl到底是94g还是96g？", True),
        ("is the h200 141gb or 144gb?", True),
        ("mi300x 192gb vs 256gb?", True),
        ("4090 24g跑70b还是得两张", False),
        ("why does it say 80gb or so", False),
    ],
)
def test_two_memory_sizes_side_by_side_ask_the_figure(text, asked):
    assert figures_asked(text) is asked


@pytest.mark.parametrize(
    ("question", "memory"),
    [
        ("GH200的HBM到底是96G还是144G？", "96 GB"),
        ("H100 NVL的HBM到底是94G还是96G？", "94 GB"),
        ("MI300X的HBM到底是192G还是256G？", "192 GB"),
    ],
)
def test_memory_variants_are_answered_from_the_row(advisor, question, memory):
    answer = advisor.ask(question)
    assert answer.kind == "catalog"
    first = answer.answer.splitlines()[0]
    assert "显存" in first and memory in first
