"""A serving follow-up changing the head count in Chinese ("用户翻到 600") serves the new count.

The English form ("what if users double to 600?") was read; the Chinese one kept the earlier 300.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import first_line, last_answer, memory_advisor

FIRST = "qwen2.5 72b 用 fp8 部署，峰值 200 个并发用户，8k 上下文，要几张 H100"


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize("follow", ["那并发涨到 500 呢", "用户数增加到 500 的话要几张"])
def test_the_new_head_count_is_served(advisor, follow: str) -> None:
    before = last_answer(advisor, FIRST)
    after = last_answer(advisor, FIRST, follow)
    assert before.kind == after.kind == "serve"
    assert "200 个并发用户" in first_line(before)
    assert "500 个并发用户" in first_line(after)


def test_a_card_count_raised_is_not_a_head_count(advisor) -> None:
    after = last_answer(advisor, FIRST, "卡数加到 16 张够吗")
    assert "16 个并发用户" not in first_line(after)
