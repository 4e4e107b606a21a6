"""Budgets and tariffs stated in EUR, GBP, JPY or HKD: converted at the dated rate, and said."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.catalog.specs import Catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return memory_advisor().catalog


@pytest.mark.parametrize(
    ("text", "target", "low", "high", "said"),
    [
        ("£900 to spend on a gpu for local llms, which one", "USD", 1150, 1300, "£900 (GBP)"),
        ("about €2k for a card to run 14b models, ideas?", "USD", 2250, 2500, "€2,000 (EUR)"),
        ("预算3万港币，跑 qwen3 14b 买什么卡", "CNY", 26000, 27500, "HK$30,000（HKD）"),
        ("在日本，预算20万日元买显卡跑 llama 8b", "CNY", 8800, 9300, "JP¥200,000（JPY）"),
    ],
)
def test_foreign_budget_is_converted_and_said(
    catalog: Catalog, text: str, target: str, low: float, high: float, said: str
) -> None:
    """The budget compared against prices is the converted sum; the stated sum is kept in words."""
    query = parse(text, catalog)
    assert query.budget is not None and low <= float(query.budget) <= high
    assert query.budget_currency == target
    assert any(
        said in a.render(query.language) and "2026-01-27" in str(a) for a in query.assumptions
    )


def test_pence_tariff_is_pounds_converted(catalog: Catalog) -> None:
    """ "30p/kWh" is £0.30 a kWh, compared in dollars."""
    query = parse("should i buy a 3090 or rent one? power is 30p/kWh", catalog)
    assert query.tariff_currency == "USD"
    assert query.tariff_per_kwh is not None
    assert Decimal("0.39") <= query.tariff_per_kwh <= Decimal("0.42")


def test_yen_sign_is_yen_only_in_japan(catalog: Catalog) -> None:
    """ "¥" with Tokyo named is yen; without Japan it stays yuan."""
    tokyo = parse("power costs ¥40/kWh in osaka, is owning a 4090 cheaper than renting", catalog)
    assert tokyo.tariff_currency == "USD"
    assert tokyo.tariff_per_kwh is not None and tokyo.tariff_per_kwh < Decimal("0.3")
    china = parse("预算 ¥8000 买什么显卡跑 qwen3 8b", catalog)
    assert china.budget == Decimal("8000") and china.budget_currency == "CNY"


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _last(advisor, turns: list[str]):
    return advisor.converse(turns).turns[-1].answer


@pytest.mark.parametrize(
    ("turns", "share"),
    [
        (
            [
                "buy a used 3090 for £700 or rent one? about 8 hrs/week, power 30p/kWh",
                "make it 20/wk",
            ],
            "12%",
        ),
        (["二手 4090 花 1.5万港币 买还是租？每周用 10 小时", "改成每周 30 小时呢"], "18%"),
    ],
)
def test_a_follow_up_keeps_the_conversion_note_and_restated_use(advisor, turns, share) -> None:
    """A carried budget or tariff still says its currency; bare hours a week replace the use."""
    answer = _last(advisor, turns)
    assert answer.kind == "rent_vs_buy"
    assert any("GBP" in a or "HKD" in a for a in answer.assumptions)
    assert share in answer.answer.split("\n")[0]


def test_an_llm_size_in_brackets_after_llms_is_kept_beside_a_workload(catalog: Catalog) -> None:
    """ "local llms (30b at q4) + a bit of comfyui": 30B is the LLM's size, not the workload's."""
    query = parse("€1500 for a gpu, local llms (30b at q4) and some comfyui", catalog)
    assert query.params_b == 30
    zh = parse("预算一万，本地大模型（14b）+ 一点 comfyui，买什么卡", catalog)
    assert zh.params_b == 14
