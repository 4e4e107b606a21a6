"""After a trouble, a cause put forward ("could the x4 slot be it?") keeps that trouble.

The follow-up names no card of its own, so the cards of the trouble stay as they were, even
when it counts one of them ("one card sits on a riser").
"""

from __future__ import annotations

import pytest

from assistant.question.follow_markers import fix_markers
from assistant.question.text import fold
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("first", "then", "cards"),
    [
        (
            "ollama on two 3090s errors with nccl timeout",
            "one card is on a pcie x1 riser, could it be the riser?",
            ("rtx-3090", 2),
        ),
        (
            "2x 3090 ddp training hangs at the first allreduce with nccl timeout",
            "the second card sits in an x4 chipset slot. is that the problem?",
            ("rtx-3090", 2),
        ),
        (
            "两张4090跑deepspeed训练，NCCL 一直超时，单卡没问题",
            "第二张卡插在芯片组的 x4 槽上，会不会是这个导致的",
            ("rtx-4090", 2),
        ),
        (
            "两张 a6000 训练 nccl 报错",
            "是不是因为我把第二张卡插在 x4 上",
            ("rtx-a6000", 2),
        ),
    ],
)
def test_a_cause_put_forward_keeps_the_trouble(advisor, first, then, cards) -> None:
    query, answer, _ = turn_of(advisor, first, then)
    assert answer.kind == "troubleshoot"
    assert query.trouble == "nccl"
    assert [(g.gpu_id, g.count) for g in query.gpus] == [cards]


@pytest.mark.parametrize(
    ("text", "guessed"),
    [
        ("could that be why it hangs?", True),
        ("跟这个有关系吗", True),
        ("是这个导致的吗", True),
        ("what gpu should i buy for 70b", False),
        ("这个原理是什么", False),
    ],
)
def test_which_words_put_a_cause_forward(text: str, guessed: bool) -> None:
    assert fix_markers(fold(text))["cause_guessed"] is guessed


def test_a_cause_put_forward_with_no_trouble_before_is_no_trouble(advisor) -> None:
    _, answer, _ = turn_of(advisor, "how much vram does llama 3 8b need at fp16?", "is that why?")
    assert answer.kind != "troubleshoot"
