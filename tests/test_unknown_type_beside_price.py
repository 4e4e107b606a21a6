"""A price asked of an instance type the table lacks says so, offering its closest family.

Before: "腾讯云GN10X 多少钱" gave another provider's cheapest card and never said that GN10X
itself was unknown; a family one letter off (GN10Xp) was never offered; bare "tencent" before
one of its families was no cloud at all.
"""

from __future__ import annotations

import pytest

from assistant.catalog.offers import load_price_book
from assistant.errors import UsageError
from assistant.question.instances import instance_by_name
from assistant.question.providers import PROVIDER_RE
from tests.support.advisors import memory_advisor, turn_of


def test_a_family_one_letter_off_is_offered() -> None:
    with pytest.raises(UsageError, match="GN10Xp"):
        instance_by_name("gn10x", load_price_book(), "tencent")


@pytest.mark.parametrize(
    ("question", "missing", "offered"),
    [
        ("腾讯云 GN10X 一小时多少钱", "GN10X", "GN10Xp"),
        ("tencent cloud gn10x price per hour", "gn10x", "GN10Xp"),
        ("阿里云 gn7e 按量多少钱", "gn7e", "gn7"),
    ],
)
def test_the_unknown_type_is_said_on_the_first_line(
    question: str, missing: str, offered: str
) -> None:
    _, answer, line = turn_of(memory_advisor(), question)
    assert answer.kind == "price"
    assert missing.lower() in line.lower() and offered in line


@pytest.mark.parametrize(
    ("text", "cloud"),
    [("tencent gn7 what card", "tencent"), ("tencent GT4 hourly?", "tencent")],
)
def test_bare_tencent_before_its_family_is_the_cloud(text: str, cloud: str) -> None:
    found = PROVIDER_RE.search(text.lower())
    assert found is not None and found.lastgroup == cloud


def test_tencent_before_a_model_is_no_cloud() -> None:
    assert PROVIDER_RE.search("tencent hunyuan video on a 4090") is None
