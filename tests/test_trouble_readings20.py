"""Troubles said in everyday words: NCCL failing in Chinese, a runtime that keeps to the CPU,
and retired pages counted on a card being bought."""

from __future__ import annotations

import pytest

from assistant.question.symptoms import runs_on_the_cpu
from assistant.question.test_results import test_result as read_result
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    ["两台机器16卡，nccl 总是超时", "跑分布式的时候NCCL报错直接退出了", "多卡训练 nccl 动不动就挂"],
)
def test_nccl_failing_in_chinese_is_that_trouble(advisor, text) -> None:
    turn = advisor.converse([text]).turns[-1]
    assert turn.query.trouble == "nccl"
    assert (
        turn.answer.answer.startswith(("**NCCL", "4 ×", "2 ×", "16 ×"))
        or "NCCL" in (turn.answer.answer.splitlines()[0])
    )
    assert "梯度检查点" not in turn.answer.answer.splitlines()[0]  # not the out-of-memory steps


@pytest.mark.parametrize(
    ("text", "on_cpu"),
    [
        ("ollama keeps putting the whole model on the cpu, my 4060 does nothing", True),
        ("comfyui still renders on cpu after the update", True),
        ("koboldcpp only uses my cpu even with cublas picked", True),
        ("can i keep the kv cache on the cpu to save vram?", False),
    ],
)
def test_a_runtime_that_keeps_to_the_cpu_is_read(text, on_cpu) -> None:
    assert runs_on_the_cpu(text.lower()) is on_cpu


@pytest.mark.parametrize(
    ("text", "errors"),
    [
        ("memtest passed but nvidia-smi -q lists 3 retired pages, should i return it?", True),
        ("gpu-burn 过了，不过 retired pages: 1，要不要退", True),
        ("burn test fine and retired pages: 0, keep it?", False),
    ],
)
def test_retired_pages_counted_decide_the_ecc_reading(text, errors) -> None:
    result = read_result(text)
    assert result is not None and result.test == "ecc" and result.errors is errors


def test_a_counted_retired_page_is_not_called_clean(advisor) -> None:
    answer = advisor.ask(
        "used p40 from ebay: stress test ok, but nvidia-smi shows 2 retired pages. keep?"
    )
    assert answer.verdict == "conditional" and "zero ECC errors is what" not in answer.answer[:60]
