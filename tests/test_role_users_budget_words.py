"""Users counted by any role with a person's suffix ("12位律师在用", "20名护士同时使用"), and a
budget said with 只有/就/仅 ("预算只有八万"). Phrasings are our own."""

from __future__ import annotations

import pytest

from assistant.question.parsing import parse
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def catalog():
    return bundled_toolbox().catalog


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("律所里12位律师在用qwen3 32b，推荐配置", 12),
        ("20名护士同时使用qwen3 14b，配什么卡", 20),
        ("诊所45个医生用qwen3 32b做问答，推荐个配置", 45),
    ],
)
def test_a_head_count_of_any_role_is_the_users(catalog, question, users) -> None:
    assert parse(question, catalog).users == users


def test_things_counted_are_not_users(catalog) -> None:
    assert parse("3个节点用qwen3 32b推理怎么配", catalog).users is None


@pytest.mark.parametrize(
    ("question", "budget"),
    [
        ("预算只有八万，qwen3 32b推荐配置", 80_000),
        ("预算就5万，跑qwen3 14b买什么卡", 50_000),
        ("预算仅3000，想跑qwen3 8b", 3_000),
    ],
)
def test_a_budget_said_with_only_is_read(catalog, question, budget) -> None:
    query = parse(question, catalog)
    assert query.budget == budget
    assert query.budget_currency == "CNY"
