"""A follow-up counting the earlier card by a short name ("two sparks"), and "sweet spot".

"Sweet-spot" (with a hyphen as with a space) is no spot price, and a count said before a word
of the earlier card's id is that many of the card.
"""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.models import GPUAsk, Query
from assistant.question.follow_card_count import count_of_earlier_card
from assistant.question.parsing import parse
from tests.support.advisors import last_answer, memory_advisor


def _before(gpu_id: str, count: int = 1) -> Query:
    return Query(text="x", gpus=[GPUAsk(gpu_id=gpu_id, count=count)])


@pytest.mark.parametrize(
    ("gpu_id", "text", "count"),
    [
        ("dgx-spark", "and if I link four sparks together?", 4),
        ("dgx-spark", "要是买两台spark呢", 2),
        ("dgx-spark", "with 3 x spark boxes", 3),
        ("rtx-pro-6000-blackwell", "and with two of those pros?", None),
        ("dgx-spark", "what about a spark cluster?", None),
    ],
)
def test_a_count_before_a_word_of_the_earlier_card(
    gpu_id: str, text: str, count: int | None
) -> None:
    assert count_of_earlier_card(_before(gpu_id), text) == count


def test_no_count_when_two_cards_were_asked_before() -> None:
    before = Query(text="x", gpus=[GPUAsk(gpu_id="dgx-spark"), GPUAsk(gpu_id="rtx-5090")])
    assert count_of_earlier_card(before, "two sparks then") is None


@pytest.mark.parametrize(
    ("first", "then", "count"),
    [
        ("which llms can a dgx spark hold?", "ok and if i chain two sparks?", 2),
        ("dgx spark 能跑哪些大模型", "那三台spark连起来呢", 3),
    ],
)
def test_the_follow_up_lists_models_for_that_many(first: str, then: str, count: int) -> None:
    answer = last_answer(memory_advisor(), first, then)
    assert answer.kind == "fits_hardware"
    call = next(c for c in answer.tool_calls if c.tool == "fits_hardware")
    assert call.input["gpu"] == "dgx-spark" and call.input["count"] == count


@pytest.mark.parametrize(
    "question",
    [
        "what's the sweet-spot model size for a dgx spark?",
        "sweet spot llm list for my dgx spark 128gb",
    ],
)
def test_a_sweet_spot_is_no_spot_price(question: str) -> None:
    answer = last_answer(memory_advisor(), question)
    assert answer.kind == "fits_hardware"
    assert not any(c.tool == "price_job" for c in answer.tool_calls)


@pytest.mark.parametrize(
    ("text", "priced"),
    [
        ("h100 on spot for a week", True),
        ("is the sweet-spot a 4090 or a 5090 for sdxl", False),
        ("what's the sweet spot card for 13b models", False),
    ],
)
def test_spot_alone_is_a_price_word(text: str, priced: bool) -> None:
    assert parse(text, load_catalog()).price_words is priced
