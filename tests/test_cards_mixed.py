"""Different cards asked whether they work together, no model named: yes first, then the list."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "opening", "sized"),
    [
        (
            "can i mix a 3090 and a 4090 for llm inference",
            "**Yes, different cards work",
            "2 × RTX 3090",
        ),
        ("3090和4060ti 16g可以混插跑大模型吗", "**可以混用：**", "2 张 RTX 4060 Ti 16GB"),
    ],
)
def test_a_mix_is_yes_then_what_it_runs(advisor, text: str, opening: str, sized: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "fits_hardware" and answer.verdict == "yes"
    assert first.startswith(opening) and sized in first
    assert "comfortably is" in answer.answer or "能宽裕运行的最大模型" in answer.answer


def test_a_model_named_keeps_the_fit_check(advisor) -> None:
    _, answer, _ = turn_of(advisor, "3090 和 4090 混用跑 llama 70b 行吗")
    assert answer.kind == "fit_check"


def test_one_of_two_setups_to_get_is_a_comparison(advisor) -> None:
    _, answer, first = turn_of(advisor, "should i get 2x 5060 ti 16gb or 1x 3090")
    assert answer.kind == "compare" and "2 × RTX 5060 Ti 16GB vs RTX 3090" in first


def test_nothing_in_budget_reads_as_english(advisor) -> None:
    _, _, first = turn_of(advisor, "best gpu to learn deep learning with 7b models, budget $300")
    assert first.startswith("**Nothing within $300.00 is enough for")
