"""A count after the last of several cards that counts the options ("三张里挑哪张") is no card's."""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "微调 14b 模型，A6000、L40S、4090 三张里挑哪张",
        "训 yolo 用，3060、4060、4070 这三张卡中选一张",
        "L20、L40S 两张之间选哪个做推理",
    ],
)
def test_the_options_counted_are_one_card_each(advisor, question: str) -> None:
    query = parse(question, advisor.catalog)
    assert len(query.gpus) >= 2
    assert all(g.count == 1 and not g.count_stated for g in query.gpus)


def test_a_count_after_a_card_still_counts_it(advisor) -> None:
    query = parse("4090 两张跑 qwen2.5 72b int4 够吗", advisor.catalog)
    assert [(g.gpu_id, g.count) for g in query.gpus] == [("rtx-4090", 2)]
