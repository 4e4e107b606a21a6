"""An Apple chip the catalog lacks ("M2 Pro 32GB") is offered the chips of that memory first.

Before: the spelling alone chose the suggestions, so an M2 Pro with 32 GB was offered M4 Pro
chips of 24, 48 and 64 GB, and the memory the asker stated was lost.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.gpu_lookup import apple_chip_suggestions
from tests.support.advisors import memory_advisor, turn_of

CATALOG = load_catalog()


@pytest.mark.parametrize(
    ("surface", "first", "memory"),
    [
        ("macbook air m2 24gb", "m4-24gb", "24gb"),  # the M2 Pro has its rows now (2026-12-05)
        ("macbook air m3 16gb", "m4-16gb", "16gb"),
        ("M1 Pro 64GB", "m1-max-64gb", "64gb"),
    ],
)
def test_the_stated_memory_comes_first(surface: str, first: str, memory: str) -> None:
    offered = apple_chip_suggestions(CATALOG, surface)
    assert offered[0] == first
    assert all(o.endswith(memory) for o in offered[:1])


def test_a_name_with_no_chip_offers_no_apple_chip() -> None:
    assert apple_chip_suggestions(CATALOG, "rtx 5000 16g") == []


@pytest.mark.parametrize(
    ("question", "size"),
    [
        ("my macbook air m2 24gb, biggest llm it can run?", "24GB"),
        ("macbook air m3 16g 能跑多大的模型", "16GB"),
    ],
)
def test_the_answer_says_the_gap_and_offers_chips_of_that_memory(question: str, size: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "not_covered"
    offered = line.split("?")[0].split("？")[0]
    assert "Apple" in offered and size in offered
