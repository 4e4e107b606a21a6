"""A Mac chip's configuration picked by the unified memory or the GPU cores said anywhere."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.mark.parametrize(
    ("question", "gpu_id"),
    [
        ("my mac mini (m4 pro) has 48gb unified memory — can qwen2.5 32b q4 run?", "m4-pro-48gb"),
        ("macbook pro m4 pro, 64 GB RAM. does llama 3.3 70b q4 fit?", "m4-pro-64gb"),
        ("M4 Pro 的 mac mini，内存 48G，能跑 qwen2.5 32b q4 吗", "m4-pro-48gb"),
        ("m2 max studio, 96gb unified, llama 3.3 70b q4 fit?", "m2-max-96gb"),
        ("m4 pro mac mini, does qwen2.5 7b fit?", "m4-pro-24gb"),
    ],
)
def test_the_memory_said_picks_the_row(question: str, gpu_id: str) -> None:
    query, _, _ = turn_of(memory_advisor(), question)
    assert [g.gpu_id for g in query.gpus] == [gpu_id]


@pytest.mark.parametrize(
    ("question", "gpu_id", "said"),
    [
        ("m2 max with the 38-core gpu: does qwen2.5 32b q4 fit?", "m2-max-64gb", "64/96 GB"),
        ("M2 Max 38 核 GPU 能跑 qwen2.5 32b q4 吗", "m2-max-64gb", "64/96 GB"),
        ("m4 pro (20 core gpu) mac mini, qwen2.5 14b q4 fits?", "m4-pro-48gb", "48/64 GB"),
    ],
)
def test_the_gpu_cores_said_pick_the_smallest_row_with_them(
    question: str, gpu_id: str, said: str
) -> None:
    query, answer, _ = turn_of(memory_advisor(), question)
    assert [g.gpu_id for g in query.gpus] == [gpu_id]
    assert any(said in a for a in answer.assumptions)


def test_cpu_cores_do_not_pick_a_row() -> None:
    query, _, _ = turn_of(memory_advisor(), "m4 pro mac mini, 12-core cpu. qwen2.5 7b fits?")
    assert [g.gpu_id for g in query.gpus] == ["m4-pro-24gb"]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("m4 pro mac mini 32gb unified, qwen2.5 14b q4 fit?", "with 32 GB is not in my catalog"),
        ("M4 Pro mac mini 32G 内存，能跑 qwen2.5 14b q4 吗", "目录里没有 32 GB"),
        ("m2 max, 128gb ram, llama 3.1 8b fits?", "with 128 GB is not in my catalog"),
    ],
)
def test_a_size_the_chip_lacks_is_said(question: str, said: str) -> None:
    _, answer, _ = turn_of(memory_advisor(), question)
    assert any(said in a for a in answer.assumptions)


@pytest.mark.parametrize(
    ("question", "ids"),
    [
        ("mac mini m4 pro, 48gb, vs a 4090 for qwen2.5 14b q4 speed?", ["m4-pro-48gb", "rtx-4090"]),
        (
            "m4 pro mac mini vs a 4090 48gb for qwen2.5 32b q4 speed",
            ["m4-pro-24gb", "rtx-4090-48gb"],
        ),
        ("M2 Max 38核 和 3090 跑 qwen2.5 14b q4 哪个快", ["m2-max-64gb", "rtx-3090"]),
    ],
)
def test_with_another_card_only_what_follows_the_mac_is_its_own(
    question: str, ids: list[str]
) -> None:
    query, _, _ = turn_of(memory_advisor(), question)
    assert [g.gpu_id for g in query.gpus] == ids
