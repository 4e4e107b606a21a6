"""A follow-up that names only a memory size means the card before at that size."""

from __future__ import annotations

import pytest

from assistant.question.card_size_swap import card_size_said
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "size"),
    [
        ("and the 64gb one?", 64.0),
        ("what about the 80 gb version", 80.0),
        ("192G 的呢", 192.0),
        ("换成 16G 版本呢", 16.0),
        ("预算1万，要24G的卡", None),
        ("how much vram does llama 70b need", None),
    ],
)
def test_a_size_said_as_a_variant_is_read(text: str, size: float | None) -> None:
    assert card_size_said(text) == size


@pytest.mark.parametrize(
    ("turns", "gpu_id", "shown"),
    [
        (("m3 max 36gb macbook, what can i run", "and the 128gb one?"), "m3-max-128gb", "128"),
        (("4060 ti 8g 能跑 qwen3 8b 吗", "16G 的呢"), "rtx-4060-ti-16gb", "16GB"),
        (("a100 40gb pcie, does llama 3 8b bf16 fit?", "what about the 80gb variant"),
         "a100-80gb-pcie", "80GB"),
        (("4090 跑 qwen2.5 72b int4 装得下吗", "48G 的魔改版呢"), "rtx-4090-48gb", "48GB"),
    ],
)  # fmt: skip
def test_the_card_before_is_swapped_for_its_size(advisor, turns, gpu_id, shown) -> None:
    query, _, first = turn_of(advisor, *turns)
    assert [g.gpu_id for g in query.gpus] == [gpu_id]
    assert shown in first


def test_a_card_named_with_the_size_is_not_swapped(advisor) -> None:
    query, _, _ = turn_of(advisor, "4060 ti 8g 能跑 qwen3 8b 吗", "3090 24G 的呢")
    assert [g.gpu_id for g in query.gpus] == ["rtx-3090"]


@pytest.mark.parametrize(
    "turns",
    [
        ("rtx 5000 ada specs?", "what about the 4500 ada"),
        ("RTX 5000 Ada 显存多大", "4500 Ada 呢"),
        ("4500 ada 多少显存",),
    ],
)
def test_a_workstation_ada_card_named_without_rtx_is_read(advisor, turns) -> None:
    query, answer, first = turn_of(advisor, *turns)
    assert [g.gpu_id for g in query.gpus] == ["rtx-4500-ada"]
    assert answer.kind == "catalog" and "24 GB" in first
