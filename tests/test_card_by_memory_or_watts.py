"""A card given only by its memory or its board power is sized on a catalog card of it."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "card", "opening"),
    [
        (
            "whats the max context i can run qwen2.5 14b q4 with on a 16gb card",
            "RTX 4060 Ti 16GB",
            "**About 35,770 tokens of context fit",
        ),
        ("24G 显存跑 qwen2.5 32b awq 最长能开多少上下文", "RTX 4090", "**上下文最多约"),
    ],
)
def test_longest_context_on_a_card_said_by_its_memory(advisor, text, card, opening) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.tool_calls[0].tool == "longest_context"
    assert first.startswith(opening) and card in first
    assert query.memory_gb in (16.0, 24.0)


@pytest.mark.parametrize(
    ("text", "cards", "psu"),
    [
        ("what psu do i need for a 450w gpu", "1 × RTX 4090", "1000 W"),
        ("two 350w cards, what psu should i get", "2 × RTX 3090", "1300 W"),
        ("显卡功耗450w，电源要多大的", "1 × RTX 4090", "1000 W"),
    ],
)
def test_psu_for_a_card_said_by_its_board_power(advisor, text, cards, psu) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.intent == "cost" and cards in first and psu in first
    assert any("W board power" in a or "W 显卡功耗" in a for a in answer.assumptions)
