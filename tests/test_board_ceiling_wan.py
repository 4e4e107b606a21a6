"""A "15w" beside a money word is 15万, not a 15 W board-power ceiling; watts said stay watts."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.mark.parametrize(
    ("question", "budget"),
    [
        ("部门自建推理服务跑 qwen2.5 32b，预算 12w 以内，买什么卡", 120000),
        ("budget 10w or less, which gpu for a 32b", 100000),
    ],
)
def test_a_sum_in_wan_is_no_board_power_ceiling(catalog, question, budget):
    query = parse(question, catalog)
    assert query.max_board_power_w is None
    assert query.budget == budget


@pytest.mark.parametrize(
    ("question", "watts"),
    [
        ("低功耗，75w 以下的卡跑 7b", 75),
        ("a card under 150w for a 7b", 150),
        ("显卡功耗 150 瓦以内，跑 14b", 150),
    ],
)
def test_watts_said_stay_a_ceiling(catalog, question, watts):
    assert parse(question, catalog).max_board_power_w == watts
