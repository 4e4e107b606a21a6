"""The card the asker comes from ("coming from a 3060 that crawled", "之前用的是 3060") is the
one left behind: the job is timed on the new card, unless the step up itself is judged."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "text",
    [
        "how long per image for flux dev at 1024 on a 4090? i came from a 3060 that crawled",
        "之前用的是 3060，太慢了。现在 4090 跑 flux dev 1024 一张图要几秒？",
    ],
)
def test_the_card_come_from_is_not_weighed(advisor, text: str) -> None:
    query, answer, first = turn_of(advisor, text)
    assert answer.kind == "workload_speed"
    assert [g.gpu_id for g in query.gpus] == ["rtx-4090"]
    assert "4090" in first and "3060" not in first


def test_the_step_up_judged_keeps_both(advisor) -> None:
    _, answer, first = turn_of(
        advisor, "coming from a 3090, how much faster is a 5090 for wan2.1 14b video?"
    )
    assert answer.kind == "workload_compare"
    assert "3090" in first and "5090" in first
