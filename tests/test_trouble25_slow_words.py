"""A drop in speed said roughly ("吞吐掉了快一半", "速度降了近一半") is a slowdown to troubleshoot,
and the setting the asker turned on (``--enforce-eager``) is named as its cause."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "4090 上用 vllm 跑 qwen2.5 7b，开了 enforce eager 之后速度降了近一半，还能怎么办",
        "vllm 启动卡住 || 关掉 cuda graph 以后吞吐掉了快一半，有别的法子吗",
    ],
)
def test_a_rough_drop_after_eager_mode_is_the_graphs_given_up(advisor, question):
    turns = [t.strip() for t in question.split("||")]
    answer = advisor.converse(turns).turns[-1].answer
    assert answer.kind == "troubleshoot"
    first = answer.answer.splitlines()[0]
    assert "`--enforce-eager`" in first and "CUDA Graph" in first
