"""Verify questions with a reading answer yes or no first: a full-load draw asked as a power
cap, a memory total against the size paid for, one card lagging the others in a test."""

import pytest

from tests.support.advisors import memory_advisor


@pytest.mark.parametrize(
    ("question", "verdict", "watts"),
    [
        ("租的4090跑gpu-burn满载只有300W，是不是被锁功耗墙了？", "yes", "300 W"),
        (
            "my rented 3090 only pulls 250W under full load in gpu-burn, is it power capped?",
            "yes",
            "250 W",
        ),
        ("云上的A100 80G烤机满载才280W，是不是限功耗了", "yes", "280 W"),
        ("the H100 SXM we rent shows 690W at full load, is it capped?", "no", "690 W"),
    ],
)
def test_full_load_draw_judged_as_a_cap(question, verdict, watts):
    """ "Is it capped?" is answered in its own polarity: a low draw "yes", a full one "no"."""
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == verdict
    assert watts in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("question", "size"),
    [
        (
            "nvidia-smi on the box we rented says 40960MiB total, but we paid for 80gb cards."
            " is this wrong?",
            "80",
        ),
        ("租的A100说好是80G的，nvidia-smi显示40960MiB，是不是不对", "80"),
        ("we paid for a 48GB card and nvidia-smi shows 24564MiB, is that right?", "48"),
        (
            "nvidia-smi on our rental:\n"
            "| 0  NVIDIA A100-SXM4-40GB  On | 00000000:07:00.0 Off | 0 |\n"
            "| N/A 34C P0  52W /  400W |  0MiB /  40960MiB | 0% Default |\n"
            "we are paying for the 80gb tier. is this wrong?",
            "80",
        ),
    ],
)
def test_memory_total_against_the_size_paid_for(question, size):
    answer = memory_advisor().ask(question)
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    first = answer.answer.splitlines()[0]
    assert size in first and ("No" in first or "不对" in first)


@pytest.mark.parametrize(
    ("turns", "test"),
    [
        (
            [
                "供应商交付了8卡H800服务器，验收要测哪些项目？",
                "nccl-tests 跑 all_reduce，有一张卡带宽明显拖后腿，算不合格吗",
            ],
            "nccl-tests",
        ),
        (
            [
                "ran nccl-tests on our new 8x H100 box, one of the gpus is way lower than the"
                " rest. reject it?"
            ],
            "nccl-tests",
        ),
        (["新到的4卡A100跑gpu-burn，其中一张卡比其他卡慢很多，要退货吗"], "gpu-burn"),
        (
            [
                "on the 8x a100 server gpu 5 is much slower than the others in nvbandwidth,"
                " is that a fail?"
            ],
            "p2p",
        ),
    ],
)
def test_one_card_lagging_fails_acceptance(turns, test):
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer.kind == "verify"
    assert answer.verdict == "no"
    first = answer.answer.splitlines()[0]
    assert test in first and ("fails acceptance" in first or "验收不通过" in first)
