"""Figures said in a rent-or-buy question: a box's hourly rate, a price each, days and "busy"."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.kinds.box_rate import box_rate_per_gpu
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CATALOG = load_catalog()


def test_a_rate_no_card_could_cost_is_the_box_s() -> None:
    book = [Decimal("3.49"), Decimal("4.29"), Decimal("10.98")]
    assert box_rate_per_gpu(Decimal("31.92"), 8, book) == Decimal("3.99")
    assert box_rate_per_gpu(Decimal("3.99"), 8, book) is None  # one card's rate, as said
    assert box_rate_per_gpu(Decimal("31.92"), 2, book) is None  # two cards: quoted each
    assert box_rate_per_gpu(Decimal("400"), 8, book) is None  # no box of these costs that


def test_an_eight_gpu_instance_rate_is_weighed_per_gpu() -> None:
    answer = memory_advisor().ask(
        "8x a100 server for $190k or keep renting 8x a100 at $24/hr, which is cheaper over 3 years?"
    )
    rvb = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert Decimal(str(rvb.input["rent_per_gpu_hour"])) == Decimal("3")
    assert "read as the 8 GPUs' together" in answer.answer


@pytest.mark.parametrize(
    ("question", "capex"),
    [
        ("buy three used 3090s at $650 apiece, or rent? 6h a day", Decimal("1950")),
        ("收三张 3090，每张 4800 元，还是租？一天用 6 小时", Decimal("14400")),
        ("两张 p40（一张 900）跑 32b，还是租卡？每天 4 小时", Decimal("1800")),
    ],
)
def test_a_price_said_for_each_card_buys_them_all(question: str, capex: Decimal) -> None:
    answer = memory_advisor().ask(question)
    rvb = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert Decimal(str(rvb.input["capex"])) == capex


@pytest.mark.parametrize(
    ("question", "hours"),
    [
        ("we'd only need the box maybe 4 days a month, rent or buy 2x 4090?", 96.0),
        ("一个月也就用五天，4090 买还是租", 120.0),
        ("buy an l40s or rent? it'd be ~45% busy", 328.5),
        ("a100 we would keep 80% utilized, rent or buy", 584.0),
    ],
)
def test_days_of_use_and_a_busy_share_are_the_use(question: str, hours: float) -> None:
    assert parse(question, CATALOG).usage_hours_per_month == hours


@pytest.mark.parametrize(
    "turns",
    [
        [
            "is a 5090 enough for qwen3 32b at q4",
            "thinking of returning it and just renting when i need it, 3h a day",
        ],
        ["4090 能跑 qwen3 32b q4 吗", "要不取消订单，用的时候再租？一天两小时"],
    ],
)
def test_a_purchase_undone_for_renting_weighs_owning(turns: list[str]) -> None:
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer is not None and answer.kind == "rent_vs_buy"


def test_the_model_beside_owning_is_sized_at_the_context_carried() -> None:
    turns = [
        "glm 4.5 air fp8 with 64k context on a dgx spark, fits?",
        "should i cancel the spark order and rent instead? 2h a day",
    ]
    answer = memory_advisor().converse(turns).turns[-1].answer
    assert answer is not None and answer.kind == "rent_vs_buy"
    sized = next(c for c in answer.tool_calls if c.tool == "estimate_memory")
    assert sized.input["seq_len"] == 65536 and sized.output["fits"] is False


@pytest.mark.parametrize(
    "question",
    [
        "renting 2x a100 costs ~$3k a month. would buying two pay back in a year? power $0.20/kWh",
        "每月租卡花一万，自己买四张 4090 多久回本？电费一度八毛",
    ],
)
def test_a_tariff_beside_a_payback_asked_stays_rent_or_buy(question: str) -> None:
    answer = memory_advisor().ask(question)
    assert answer.kind == "rent_vs_buy"
    rvb = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert rvb.input.get("tariff_per_kwh") is not None


def test_a_mac_apple_never_measured_is_weighed_on_its_tier_s_measured_power() -> None:
    answer = memory_advisor().ask("m3 ultra mac studio for $5,600 or rent an h100, 4h a day?")
    rvb = next(c for c in answer.tool_calls if c.tool.startswith("rent_vs_buy"))
    assert "error" not in rvb.output
    assert any("M2 Ultra" in a and "295 W" in a for a in answer.assumptions)
