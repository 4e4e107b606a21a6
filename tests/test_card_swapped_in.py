"""One card ordered and another suspected given in its place ("是不是给我换成 pcie 版了") is a
check of the machine: the two cards are told apart."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of

_A100_ROW = (
    "```\n|   0  NVIDIA A100-PCIE-40GB          On  | 00000000:17:00.0 Off |"
    "                    0 |\n| N/A   30C    P0             40W / 250W |      1MiB / 40960MiB |"
    "      0%      Default |\n```\n"
)


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            _A100_ROW + "we paid for the a100 sxm 80gb box. did they swap in the pcie 40gb card?",
            ("different cards", "A100 PCIe 40GB"),
        ),
        (
            "nvidia-smi 里显示 NVIDIA H100 PCIe，可我订购的是 h100 sxm，是不是被调包了",
            ("不是同一张卡", "H100 PCIe"),
        ),
    ],
)
def test_a_card_swapped_in_is_checked(advisor, text: str, words: tuple[str, ...]) -> None:
    _, answer, first = turn_of(advisor, text)
    assert answer.kind == "verify"
    assert all(w in first for w in words)
