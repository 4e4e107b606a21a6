"""Memory ranked by its price: "most vram per dollar" is a value ranking, not "most memory"."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "which gpu gives the most vram per dollar right now?",
        "most gb per buck for a home ai box?",
        "每块钱显存最多的是哪张卡",
        "同样的钱买到的显存哪张卡最多",
    ],
)
def test_memory_per_dollar_ranks_by_value(advisor, question):
    answer = advisor.ask(question)
    call = next(c for c in answer.tool_calls if c.tool == "query_catalog")
    assert call.input["objective"] == "best_value"
    first = answer.answer.splitlines()[0]
    assert "per dollar" in first or "每美元显存最多" in first


def test_a_power_cap_said_beside_it_filters_the_ranking(advisor):
    answer = advisor.ask("card can pull 250w max. which one has the best vram per dollar?")
    call = next(c for c in answer.tool_calls if c.tool == "query_catalog")
    assert call.input["objective"] == "best_value" and call.input["max_board_power_w"] == 250.0


def test_most_memory_alone_still_ranks_by_memory(advisor):
    answer = advisor.ask("which gpu has the most vram?")
    call = next(c for c in answer.tool_calls if c.tool == "query_catalog")
    assert call.input["objective"] == "most_memory"
