"""A media model's line said bare after one of its members ("sam" after SAM ViT-B): that member."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor


def _workloads(turns: list[str]) -> set[str]:
    answer = memory_advisor().converse(turns).turns[-1].answer
    return {c.input["workload"] for c in answer.tool_calls if "workload" in c.input}


@pytest.mark.parametrize(
    ("turns", "workload"),
    [
        (["whisper small on a 1660 super, ok?", "and whisper on a t4?"], "whisper-small"),
        (["sam vit-b 推理，3060 够吗", "预算两千换张卡跑 sam，买什么"], "sam-vit-b"),
        (["flux schnell on a 4070, seconds per image?", "and flux on a 4090?"], "flux-schnell"),
    ],
)
def test_the_earlier_member_is_kept(turns: list[str], workload: str) -> None:
    assert _workloads(turns) == {workload}


@pytest.mark.parametrize(
    ("turns", "workload"),
    [
        (["whisper small on a 1660 super, ok?", "and whisper large on a t4?"], "whisper-large-v3"),
        (["sam vit-b 推理，3060 够吗", "换成 sam vit-h 呢"], "sam-vit-h"),
    ],
)
def test_a_size_said_is_taken(turns: list[str], workload: str) -> None:
    assert _workloads(turns) == {workload}
