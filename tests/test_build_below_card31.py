"""A stated PyTorch build older than the card's first CUDA release is the cause, said first
(fresh49's f49-069, in new phrasings): a Blackwell card under a CUDA 12.1 or 12.4 build."""

from __future__ import annotations

import pytest

from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "yes", "build"),
    [
        (
            "torch.cuda.is_available() is False on my RTX 5090, torch 2.3 with cu121."
            " is the build the problem?",
            "Yes, that build cannot run it",
            "12.1",
        ),
        (
            "5070 Ti 装了 torch 2.5 cu124，torch.cuda.is_available() 返回 False，是版本太老吗",
            "是的，这个构建跑不了它",
            "12.4",
        ),
    ],
)
def test_a_build_older_than_the_card_is_the_cause(advisor, question, yes, build):
    first = last_answer(advisor, question).answer.splitlines()[0]
    assert yes in first
    assert "sm_120" in first and "12.8" in first and build in first
    assert "2.7" in first  # the first PyTorch release with Blackwell wheels


def test_a_build_that_covers_the_card_is_not_blamed(advisor):
    question = "4090 上 torch.cuda.is_available() 一直 False，装的 cu118 的 torch 2.1"
    first = last_answer(advisor, question).answer.splitlines()[0]
    assert "跑不了它" not in first and "PyTorch" in first
