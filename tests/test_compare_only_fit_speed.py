"""When only one of the cards compared holds the model, its speed is in the first line."""

from __future__ import annotations

import re

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "qwen2.5 32b in bf16 on an h100 vs an l40s — tokens/s and how much faster?",
        "H100和L40S跑qwen2.5 32b bf16，vllm单并发多少tok/s，H100快多少",
    ],
)
def test_the_only_card_that_fits_is_timed_first(advisor, question: str) -> None:
    answer = advisor.ask(question)
    assert answer.kind == "compare"
    first = answer.answer.splitlines()[0]
    assert re.search(r"(?:about|约) [\d,.]+ tokens/s", first)
