"""Checks asked with a length, and a rented machine doubted against one's own card.

Before a long job on a rented type: the diagnostic level that fits, on the type's own cards, and
the busbw to expect; within a return window on a card bought used: the tests in its first days;
a rented card slower than one's own, the machine doubted: a check. Phrased apart from the
evaluation sets; figures come from the catalog.
"""

from __future__ import annotations

import pytest

from assistant.question.troubleshoot import trouble_kind
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "spun up a p5.48xlarge, 5 days of pretraining ahead: which health checks first?",
        "a3-highgpu-8g 刚开好，准备训练两天，先做哪些体检",
        "which dcgmi diag level should I run on a new node, 2 or 3?",
        "dcgm diag 该跑哪一级",
        "my rented 4090 is 25% slower than the one at home; how do I find out whether the host"
        " is at fault?",
        "租的 a100 比公司那台慢一截，怎么判断是不是机器本身有问题",
    ],
)
def test_machine_checks_are_verify(text):
    assert trouble_kind(text) == "verify"


def test_long_job_on_a_named_type(advisor):
    query, answer, line = turn_of(
        advisor, "p5.48xlarge is up now, a 4-day fine-tune next. health checks and dcgmi level?"
    )
    assert answer.kind == "verify"
    assert query.gpus[0].gpu_id == "h100-sxm" and query.gpus[0].count == 8
    assert "4-day" in line and "dcgmi diag -r 3" in line
    assert "315 GB/s" in answer.answer  # 70% of 450 GB/s each way


def test_long_job_zh(advisor):
    query, answer, line = turn_of(advisor, "p4d.24xlarge 刚开好，要训练 2 天，开跑前做哪些体检")
    assert answer.kind == "verify" and query.gpus[0].gpu_id == "a100-40gb-sxm"
    assert "2 天" in line and "dcgmi diag -r 3" in line


def test_return_window_on_a_used_card(advisor):
    _, answer, line = turn_of(
        advisor, "picked up a used rtx 3090 on ebay with a 30-day return. what to run on it?"
    )
    assert answer.kind == "verify"
    assert "30-day" in line and "24,576 MiB" in line


def test_result_on_a_type_uses_its_card(advisor):
    query, answer, line = turn_of(
        advisor,
        "p4d.24xlarge 开好了，先做哪些检查",
        "nccl-tests 的 busbw 只有 120 GB/s，a100 这样正常吗",
    )
    assert answer.kind == "verify" and answer.verdict == "no"
    assert query.gpus[0].gpu_id == "a100-40gb-sxm"
    assert "210 GB/s" in line
