"""RAM stated for a model with no card: whether it holds the 4-bit file, or the GPU it needs."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "verdict", "opening"),
    [
        (
            "will 32gb of ram be enough for running 70b models with offload",
            "conditional",
            "**Only beside a GPU of at least 10 GB: a 70B model at 4-bit (Q4_K_M) needs about",
        ),
        (
            "64G内存能跑70b吗，用cpu卸载",
            "yes",
            "**够：64 GB 内存放得下 4 位（Q4_K_M）的 70B 模型（约 42 GB）",
        ),
    ],
)
def test_ram_for_an_offloaded_model(advisor, text: str, verdict: str, opening: str) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.verdict == verdict and first.startswith(opening)


def test_a_box_of_cards_keeps_the_host_rule(advisor) -> None:
    _, answer, first = turn_of(advisor, "is 64GB of system RAM enough for a 4x4090 box?")
    assert answer.verdict == "no" and first.startswith("**No: 64 GB of system RAM is less")
