"""A card said to be unable to use something is the question's subject, not a card ruled out."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "gpu_id", "shown"),
    [
        ("flashattention 到底省什么？我的 2080ti 用不了是不是很亏", "rtx-2080-ti", "RTX 2080 Ti"),
        ("T4 用不了 flash attention 2，损失大吗", "t4", "T4"),
        ("does it matter that my v100 can't use flash attention 2? 用不了吗", "v100", "V100"),
    ],
)
def test_the_card_that_cannot_use_it_is_named(advisor, text, gpu_id, shown) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert query.gpus and query.gpus[0].gpu_id.startswith(gpu_id)
    assert shown in answer.answer


def test_a_card_unavailable_is_still_ruled_out(advisor) -> None:
    query, _, _ = turn_of(advisor, "国内 H100 用不了，跑 70b 选什么卡")
    assert not any(g.gpu_id.startswith("h100") for g in query.gpus)
