"""A card to move to asked as an upgrade ("best upgrade for ~$600?", "升级方案") is a GPU pick.

After a fit that failed, "upgrade path under $X" picks a card within the sum for the same model;
on its own wording the upgrade words are a pick cue and a GPU-pick marker.
"""

import re

import pytest

from assistant.question.upgrade_words import upgrade_asked
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("what's a sensible upgrade path from here?", True),
        ("cheapest upgrade that runs it?", True),
        ("what should i upgrade to for 32b models", True),
        ("预算四千，有什么升级方案", True),
        ("显卡怎么升级比较好", True),
        ("upgraded from a 2070 last year, runs fine", False),
        ("will upgrading to 64gb of ram help offload?", False),
        ("驱动升级以后变慢了", False),
    ],
)
def test_upgrade_words(text, asked):
    assert upgrade_asked(text) is asked


@pytest.mark.parametrize(
    ("turns", "ceiling"),
    [
        (
            (
                "does mistral small 24b q4 fit fully on my 2060 6gb?",
                "figured. best upgrade under $600?",
            ),
            600,
        ),
        (
            ("一张 3060 8g 能全放下 qwen3 14b q4 吗", "预算 3500 块，有什么升级方案"),
            3500,
        ),
    ],
)
def test_upgrade_after_a_failed_fit_is_a_pick_within_the_sum(advisor, turns, ceiling):
    answer = last_answer(advisor, *turns)
    assert answer.kind == "recommend"
    first = answer.answer.splitlines()[0]
    assert re.search(r"RTX|Radeon|Arc", first)  # a card is named first, not the fit again
    pick = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    assert float(pick.input["budget"]) == ceiling


def test_upgrade_without_a_failed_fit_still_reads_a_pick(advisor):
    answer = last_answer(advisor, "qwen3 14b q4 locally — best gpu upgrade under $500?")
    assert answer.kind == "recommend"
