"""A price gap asked between two cards at a named provider weighs that provider's rates.

"价格差多少" asks the size of the gap; "为啥差那么多" asks why, which the comparison answers.
"""

from __future__ import annotations

import pytest

from assistant.question.price_gap import price_gap_why
from assistant.question.text import fold
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "cards"),
    [
        ("矩池云的3090和A100价格差多少", {"rtx-3090", "a100-80gb-sxm"}),
        ("runpod 的 a100 和 h100 价格差多少，训练哪个划算", {"a100-80gb-sxm", "h100-sxm"}),
        (
            "what's the price gap between an a100 and an h100 on lambda?",
            {"a100-80gb-sxm", "h100-sxm"},
        ),
    ],
)
def test_a_gap_at_a_provider_is_priced(advisor, text: str, cards: set[str]) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "price"
    assert {g.gpu_id for g in query.gpus} == cards
    assert "$" in first or "¥" in first


def test_an_uncovered_provider_is_said_then_both_cards_priced(advisor) -> None:
    _, answer, first = turn_of(advisor, "autodl 上 a100 和 4090 价格差多少，做 lora 哪个划算")
    assert answer.kind == "price"
    assert "AutoDL" in first and "A100" in first and "RTX 4090" in first


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("3090和4090价格差多少", False),
        ("the price gap between a 4090 and a 5090 on runpod", False),
        ("为啥价格差那么多", True),
        ("same chip, so why the price gap?", True),
    ],
)
def test_a_gaps_size_is_not_its_why(text: str, why: bool) -> None:
    assert price_gap_why(fold(text)) is why
