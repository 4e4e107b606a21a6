"""A missing-kernel error on a Maxwell, Pascal or Volta card whose stated PyTorch build (CUDA
12.6 or older) still covers it: the build is not the cause, so the answer does not tell the
asker to install the build they already have; a compiled extension is named instead."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "words"),
    [
        (
            "gtx 1080 with torch 2.5.1+cu124 gives 'no kernel image is available for execution"
            " on the device' when I load whisper medium, do I really have to downgrade?",
            ("No downgrade needed", "sm_61", "CUDA 12.4", "Whisper medium"),
        ),
        (
            "我的显卡是 1080 Ti，装的 torch 是 cu121 版本，跑 stable diffusion 报错"
            " no kernel image is available，是不是必须降级",
            ("不用整体降级", "sm_61", "CUDA 12.1", "cu121"),
        ),
    ],
)
def test_a_build_that_covers_the_card_points_at_an_extension(advisor, question, words):
    answer = advisor.ask(question)
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    assert all(w in first for w in words)
    assert "cu126 wheels" not in first


def test_a_newer_build_keeps_the_advice_to_install_a_cuda12_build(advisor):
    answer = advisor.ask("p100 says no kernel image is available, torch build is cu130")
    first = answer.answer.splitlines()[0]
    assert "CUDA 13 builds no longer carry" in first and "No downgrade" not in first
