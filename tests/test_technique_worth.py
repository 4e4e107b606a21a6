"""A technique's worth weighed with nothing to buy or rent is explained, not a rent-or-buy sum."""

from __future__ import annotations

import pytest

from assistant.question.text import fold
from assistant.question.worth_weighed import technique_worth
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "section"),
    [
        ("KV cache 量化会掉精度吧，单卡部署到底值不值得开", "kv"),
        ("梯度检查点会慢30%，值不值", "梯度检查点"),
        ("草稿模型也要占显存，投机解码在一张卡上到底值不值", "投机解码"),
    ],
)
def test_a_worth_with_nothing_to_buy_explains(advisor, text: str, section: str) -> None:
    query, answer, _ = turn_of(advisor, text)
    assert answer.kind == "concept"
    assert query.explain_asked
    assert any(section in c.section.lower() for c in answer.citations)
    assert "8 × H100" not in answer.answer


@pytest.mark.parametrize(
    ("text", "weighed"),
    [
        ("is gradient checkpointing even worth it", True),
        ("自己攒一台训练机值不值", False),
        ("租卡和买卡哪个值得", False),
        ("is a used 3090 for $650 worth it", False),
    ],
)
def test_which_worths_have_nothing_to_buy(text: str, weighed: bool) -> None:
    assert technique_worth(fold(text)) is weighed


def test_a_build_weighed_is_still_rent_or_buy(advisor) -> None:
    _, answer, _ = turn_of(advisor, "自己攒一台训练机值不值")
    assert answer.kind == "rent_vs_buy"
