"""Clouds the price book lacks, read by the shape of their names: an English brand with "ai
studio", ".ai" or "cloud" before a card or after "on", and a Chinese name with 云 inside it
before "上" and a card. Each is said first as not covered. Phrasings are our own."""

from __future__ import annotations

import pytest

from tests.support.advisors import memory_advisor
from tests.support.advisors import turn_of as _first


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        ("harbor ai studio a100 hourly price?", "harbor ai studio"),
        ("how much does an h100 cost on orbit.ai per hour", "orbit.ai"),
        ("what's the hourly rate for 2x l40s on summit cloud", "summit cloud"),
    ],
)
def test_an_english_brand_cloud_is_said_missing_first(advisor, question, shown) -> None:
    query, answer, first = _first(advisor, question)
    assert query.provider is not None and query.provider.lower() == shown
    assert answer.kind == "price"
    assert first.startswith(f"**I don't cover {shown}")


@pytest.mark.parametrize(
    ("question", "cloud"),
    [
        ("在星算云帆上H100每小时多少钱", "星算云帆"),
        ("去天工云智上租A100一个月多少钱", "天工云智"),
        ("数界云川上4090多少钱一小时", "数界云川"),
    ],
)
def test_a_chinese_name_with_cloud_inside_is_said_missing_first(advisor, question, cloud):
    query, answer, first = _first(advisor, question)
    assert query.provider == cloud
    assert answer.kind == "price"
    assert first.startswith(f"**我的价格表未收录{cloud}")


@pytest.mark.parametrize(
    "question",
    [
        "public cloud h100 hourly price?",
        "google cloud a100 hourly",
        "云服务器上A100多少钱一小时",
        "在云计算平台上4090租一小时多少钱",
    ],
)
def test_a_kind_of_cloud_or_a_known_one_is_not_said_missing(advisor, question) -> None:
    _, answer, first = _first(advisor, question)
    assert answer.kind == "price"
    assert "not in my price book" not in first and "未收录" not in first
