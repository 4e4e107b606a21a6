"""A VM family named as series, card and version ("ND H200 v5", "NC H100 v5") is that type.

Before: the card word in the middle was read as a card of its own and the type was never looked
up, so "ND H200 v5 specs" answered the H200's catalog row and a fit asked of "NC A100 v4" was
sized on one SXM A100. A card that is a word of the type's name is no claim about it either.
"""

from __future__ import annotations

import pytest

from assistant.question.instance_words import instance_words
from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("folded", "words"),
    [
        ("nd h200 v5 specs", ["nd", "h200", "v5"]),
        ("azure ndm a100 v4 有几张卡", ["ndm", "a100", "v4"]),
        ("what's in an nc h100 v5", ["nc", "h100", "v5"]),
    ],
)
def test_the_series_card_and_version_are_read_together(folded: str, words: list[str]) -> None:
    assert all(w in instance_words(folded) for w in words)


def test_a_card_and_a_version_alone_name_no_type() -> None:
    assert instance_words("does cuda v12 run on an h100") == []


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("azure ND H200 v5 — what's inside?", "H200", "8"),
        ("NC H100 v5 是什么配置", "H100", "2"),
        ("ND MI300X v5 spec sheet pls", "MI300X", "8"),
    ],
)
def test_the_family_is_described_without_a_yes(question: str, gpu: str, count: str) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "instance"
    assert answer.verdict is None  # nobody asked whether it carries that card
    assert gpu in line and count in line


@pytest.mark.parametrize(
    ("question", "count", "gpu"),
    [
        ("azure NC A100 v4 最大能跑多大模型", 4, "a100-80gb-pcie"),
        ("which llms fit on azure ND H200 v5", 8, "h200"),
    ],
)
def test_a_list_asked_of_the_family_sizes_its_cards(question: str, count: int, gpu: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert answer.kind == "fits_hardware"
    fits = next(c for c in answer.tool_calls if c.tool == "fits_hardware")
    assert fits.input["count"] == count and fits.input["gpu"] == gpu


def test_another_card_asked_of_the_family_is_answered_no() -> None:
    _, answer, _ = turn_of(memory_advisor(), "azure NC A100 v4 is it H100s?")
    assert answer.kind == "instance" and answer.verdict == "no"
