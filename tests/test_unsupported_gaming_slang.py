"""Players' short forms for games ("打瓦" for Valorant, "打cs2", "电竞") are gaming: declined.

A gaming PC build list is not an AI hardware question, however it is worded; an AI question
that names a "gaming" card class (a 游戏卡 for LLMs) stays in scope.
"""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    "question",
    [
        "3000 预算配台打瓦的主机，列个配置单",
        "想配个打cs2的电脑，4060 够用吗",
        "电竞主机推荐一下，预算五千",
    ],
)
def test_gaming_slang_is_declined(advisor, question):
    _, answer, first = turn_of(advisor, question)
    assert answer.kind == "unsupported"
    assert "游戏不在我的范围内" in first


def test_an_ai_question_on_a_gaming_card_stays_in_scope(advisor):
    _, answer, _ = turn_of(advisor, "4060 8g 跑 qwen3 8b 够不够")
    assert answer.kind != "unsupported"
