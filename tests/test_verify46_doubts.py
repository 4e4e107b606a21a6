"""A used card doubted as not what was sold ("是不是被换芯了"): a check of the card, on topic.

"闲鱼收的 4090 … 3dmark 分数低 20%，是不是被换芯了" was refused as a gaming question: the
score is evidence about a card got, and the swapped chip is what is doubted; with a memory
reading beside it, the reading is judged first.
"""

from __future__ import annotations

import pytest

from assistant.question import verify_cues as cues
from assistant.question.text import fold
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def test_chip_swap_doubt_after_a_benchmark_is_a_card_checked():
    assert cues.tested_for_keeping(fold("二手收的 3090，3dmark 跑分比别人低 15%，是不是被换芯了"))
    assert cues.tested_for_keeping(fold("bought a used 3090, time spy 15% low. swapped chip?"))


def test_chip_swap_doubt_is_answered_as_a_check(advisor):
    query, _, _ = turn_of(advisor, "咸鱼买的 3090，3dmark 分数比评测低 15%，是不是换过芯")
    assert query.kind == "verify"


def test_memory_reading_with_chip_doubt_is_judged_first(advisor):
    query, answer, line = turn_of(advisor, "二手 3090，nvidia-smi 显示 24576MiB，是不是被换芯了")
    assert query.kind == "verify"
    assert answer.verdict is not None and "24,576 MiB" in line
