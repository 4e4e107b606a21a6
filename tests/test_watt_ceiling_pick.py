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


@pytest.mark.parametrize(
    ("text", "watts"),
    [
        ("and if the cap were 800w?", 800.0),
        ("ok, say the limit is now 450 watts", 450.0),
        ("那上限改成 1000W 呢", 1000.0),
    ],
)
def test_a_limit_named_with_its_figure_is_a_ceiling(text: str, watts: float) -> None:
    """ "The limit is 1000W": the ceiling said by its name, as a follow-up would change it."""
    assert parse(text, CAT).max_board_power_w == watts


def test_a_rack_limit_in_kw_is_no_card_ceiling() -> None:
    assert parse("our rack limit is 10kW, how many H100 fit", CAT).max_board_power_w is None


@pytest.mark.parametrize(
    "turns",
    [
        [
            "local 32B model at home, the cards must stay under 250W in all. what should I buy?",
            "what if the cap were 450W?",
        ],
        ["想在家跑 32B 模型，显卡功耗不能超过 250W，买什么卡", "那上限放宽到 450W 呢"],
    ],
)
def test_a_follow_up_changes_the_ceiling_of_the_pick(turns: list[str]) -> None:
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "recommend"
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert call.input["max_board_power_w"] == 450.0
    pick = call.output["pick"]
    assert pick is not None and CAT.gpu(pick["gpu_id"]).tdp_w <= 450
