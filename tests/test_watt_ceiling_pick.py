"""A board-power ceiling on the card wanted ("sub-75w card", "options?") asks for a pick."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CAT = load_catalog()


@pytest.mark.parametrize(
    "text",
    [
        "sub-70w gpu for a small office box running llama 3 8b, options?",
        "i want a sub 75w card for qwen2.5 7b in my nas. what are my options?",
    ],
)
def test_sub_watts_is_a_ceiling_not_a_card(text: str) -> None:
    query = parse(text, CAT)
    assert query.max_board_power_w in (70.0, 75.0)
    assert not query.gpus  # no stand-in card of that draw
    assert query.asks_gpu_pick


def test_a_card_of_a_stated_draw_is_still_a_stand_in() -> None:
    assert parse("what psu for a 350w card?", CAT).gpus


def test_the_pick_keeps_to_the_ceiling() -> None:
    answer = memory_advisor().ask(
        "sub-75w card for phi-3 mini in a 1u server, what are my options?"
    )
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["max_board_power_w"] == 75.0
