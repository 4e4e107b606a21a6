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


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("could two a6000s nvlink together?", "yes"),
        ("can two a5500s nvlink", "yes"),
        ("两张 3090 可以 nvlink 吗", "yes"),
        ("4090 能 nvlink 吗", "no"),
    ],
)
def test_a_bridge_asked_of_a_pair_is_the_cards_feature(advisor, text, verdict) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert query.features == ["nvlink"]
    assert answer.kind == "catalog" and answer.verdict == verdict


@pytest.mark.parametrize(
    "text",
    ["is the a5500 24gb, and could two of them nvlink?", "a5500 是 24G 吗？两张能不能 nvlink"],
)
def test_a_memory_and_a_bridge_asked_together_are_read_off_the_row(advisor, text) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "catalog"
    assert "24 GB" in first and "NVLink" in first
