"""A yes/no feature answer names the card with its memory, so the first line says what it is."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "verdict", "memory"),
    [
        ("can a 2080 ti do bf16 training?", "no", "11 GB"),
        ("does the a10 have fp8 tensor cores, and bf16?", "no", "24 GB"),
        ("3060 支持 bf16 吗", "yes", "GDDR6"),
        ("T4 支持 fp8 吗", "no", "16 GB"),
    ],
)
def test_a_feature_answer_says_the_cards_memory(advisor, text, verdict, memory) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "catalog" and answer.verdict == verdict
    assert memory in first


def test_a_name_that_carries_its_size_is_not_sized_twice(advisor) -> None:
    _, _, first = turn_of(advisor, "does the h100 sxm have nvlink")
    assert first.count("80") == 1 and "HBM3" in first
