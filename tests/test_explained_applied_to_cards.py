"""After an explanation, "so would X be slower than Y?" with no model named applies what was
explained to the two cards: still an explanation, with both cards' rows; asked alone, or with a
model, it stays a comparison."""

from __future__ import annotations

import pytest

from assistant.question.why_cues import asks_of_the_technique
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("so would a 4060 ti be slower than a 3090 then?", True),
        ("is the 4070 any faster than a 3080 with the same model?", True),
        ("那4060ti会比3090慢吗", True),
        ("which is slower", False),
    ],
)
def test_a_gap_asked_of_cards(text: str, asked: bool) -> None:
    assert asks_of_the_technique(text) is asked


@pytest.mark.parametrize(
    ("turns", "cards"),
    [
        (
            (
                "why does memory bandwidth matter more than tflops for generating tokens?",
                "so would a 4060 ti 16gb be slower than a 3090 on the same model?",
            ),
            ("RTX 4060 Ti 16GB", "RTX 3090"),
        ),
        (
            ("为什么推理时显存带宽比算力更重要", "那 4070 跑同样的模型会比 3080 慢吗"),
            ("RTX 4070", "RTX 3080"),
        ),
        (
            (
                "explain why llm decoding is memory-bound",
                "so is the 4060 ti any slower than a 3060 12gb?",
            ),
            ("RTX 4060 Ti", "RTX 3060 12GB"),
        ),
    ],
)
def test_after_an_explanation_the_cards_are_explained(advisor, turns, cards) -> None:
    _, answer, _ = turn_of(advisor, *turns)
    assert answer.kind == "concept"
    assert all(c in answer.answer for c in cards)
    assert "GB/s" in answer.answer  # the cards' bandwidths, the explained figure


def test_asked_alone_it_stays_a_comparison(advisor) -> None:
    _, answer, _ = turn_of(advisor, "would a 4060 ti 16gb be slower than a 3090?")
    assert answer.kind == "compare"


def test_with_a_model_named_it_stays_a_comparison(advisor) -> None:
    _, answer, _ = turn_of(
        advisor,
        "why does memory bandwidth matter more than tflops for generating tokens?",
        "so would a 4060 ti 16gb be slower than a 3090 running qwen3 8b?",
    )
    assert answer.kind in ("compare", "speed")
