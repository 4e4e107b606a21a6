"""A hosted API's token price weighed against renting GPUs: a million tokens' cost, a volume."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.question.api_words import api_price, api_weighed
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "weighed"),
    [
        ("is it cheaper to use an api than rent an h100 for llama 70b?", True),
        ("调用API和自己租卡跑qwen 72b哪个便宜", True),
        ("openrouter or self-host mistral small on a rented l40s?", True),
        ("sdxl api for our app, need ~60 images/min at 1024. how many l4s?", False),
        ("how much does an h100 rent for per hour?", False),
    ],
)
def test_an_api_weighed_against_renting_is_read(text: str, weighed: bool) -> None:
    assert api_weighed(text.lower()) is weighed


@pytest.mark.parametrize(
    ("text", "price"),
    [
        ("api at $0.60/m vs self-hosting", (Decimal("0.60"), "USD")),
        ("deepseek api 每百万token 2元", (Decimal("2"), "CNY")),
        ("0.2 dollars per million tokens", (Decimal("0.2"), "USD")),
    ],
)
def test_the_api_price_per_million_is_read(text: str, price) -> None:
    assert api_price(text) == price


def test_no_price_stated_leads_with_the_self_hosted_cost(advisor) -> None:
    query, answer, first = turn_of(
        advisor, "is it cheaper to use an api than rent an h100 for llama 70b?"
    )
    assert query.api_weighed and answer.intent == "rent_vs_buy"
    assert first.startswith("**Self-hosting costs about $")
    assert "per 1M output tokens at full load" in first and "1 × H100 SXM5 80GB" in first
    assert "say the price per 1M tokens you pay" in answer.answer


def test_a_stated_price_gives_the_volume_where_renting_wins(advisor) -> None:
    _, answer, first = turn_of(
        advisor, "llama 3.1 8b: api at $0.20 per million tokens or rent an L40S, which is cheaper"
    )
    assert first.startswith("**Self-hosting wins above about 3,978M tokens a month**")
    assert "$795.70" in first and answer.verdict == "yes"


def test_an_api_cheaper_than_full_load_says_so_in_chinese(advisor) -> None:
    query, answer, first = turn_of(
        advisor, "deepseek api 每百万token 2元，自己租卡跑 qwen2.5 72b 划算吗"
    )
    assert query.budget is None and query.api_price_per_m == Decimal("2")
    assert first.startswith("**API 更便宜：**每百万 token ¥2.00")
    assert answer.verdict == "no"


def test_the_api_provider_named_is_said_as_not_priced(advisor) -> None:
    _, answer, _ = turn_of(
        advisor, "together ai api for llama 3.3 70b vs self-hosting on 2x h100, which is cheaper?"
    )
    assert "I have no API price list (Together AI's included)" in answer.answer
