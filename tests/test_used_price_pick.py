"""A card the user buys used is priced at its recorded used price in a pick among named cards.

Before, "torn between a used 3090 and a new 4070 ti super, ~$1.2k" priced the 3090 at its
$1,499 launch MSRP, found neither named card within the budget and picked two 5060 Tis.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from assistant.calc.candidates import Constraints
from assistant.calc.recommend import buy_setups
from assistant.calc.workload import Workload
from assistant.catalog.specs import load_catalog
from tests.support.advisors import memory_advisor, turn_of


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _pick(answer):
    call = next(c for c in answer.tool_calls if c.tool == "recommend_setup")
    return call, call.output["pick"]


@pytest.mark.parametrize(
    "text",
    [
        "first local llm build, ~1.2k usd for the card, want 32b q4 at reading speed; torn "
        "between a used 3090 and a new 4070 ti super",
        "budget 1200 usd, running a 32b model in 4-bit: torn between a second-hand 3090 and a "
        "brand new 4070 ti super",
    ],
)
def test_a_used_card_named_is_priced_used_and_can_be_the_pick(advisor, text):
    query, answer, first = turn_of(advisor, text)
    call, pick = _pick(answer)
    assert query.used_asked and call.input["used_priced"] is True
    assert answer.kind == "recommend" and pick["gpu_id"] == "rtx-3090" and pick["count"] == 1
    assert Decimal(pick["price_usd"]) == Decimal("800") and pick["asked_used"] is True
    assert "RTX 3090" in first and "$800.00" in first and "used-market" in first


def test_a_comparison_s_budget_line_prices_the_used_card_used_and_only_then(advisor):
    used = "about $1,200 for the gpu, want qwen2.5 32b at q4. used 3090 or a new 4070 ti super?"
    _, answer, _ = turn_of(advisor, used)
    line = next(p for p in answer.answer.split("\n\n") if p.startswith("Bought"))
    assert answer.kind == "compare" and "RTX 3090 (used) at $800.00" in line
    assert "each fits within your budget" in line
    _, new, _ = turn_of(advisor, used.replace("used 3090", "3090"))
    line = next(p for p in new.answer.split("\n\n") if p.startswith("Bought"))
    assert "RTX 3090 at $1,499.00" in line and "only RTX 4070 Ti SUPER fits" in line


def test_a_budget_line_says_the_used_price_in_chinese(advisor):
    # a ceiling not said as a budget: the two weighed ("预算8000" with 二手 is a pick among them)
    _, answer, _ = turn_of(advisor, "8000块以内，4070tis还是二手3090，跑qwen2.5 32b q4")
    line = next(p for p in answer.answer.split("\n\n") if p.startswith("购买价"))
    rate = next(c for c in answer.tool_calls if c.tool == "query_catalog").output["rows"][0][
        "purchase_fx_rate"
    ]
    used_cny = (Decimal("800") * Decimal(str(rate))).quantize(Decimal("0.01"))
    assert f"RTX 3090（二手） ¥{used_cny:,}" in line and "都在预算内" in line


def test_other_used_market_rows_stay_aside_unless_asked():
    catalog = load_catalog()
    model = catalog.model("qwen2.5-32b")
    wl = Workload(method="inference", precision="q4_k_m", engine="llama.cpp")
    gpus = [catalog.gpu("rtx-3090"), catalog.gpu("tesla-p40")]
    asked = buy_setups(model, gpus, wl, Constraints(used_priced=True), "USD", [])
    plain = buy_setups(model, gpus, wl, Constraints(), "USD", [])
    by_id = {s.gpu_id: s for s in asked}
    assert by_id["rtx-3090"].asked_used and by_id["rtx-3090"].price_usd == Decimal("800")
    # the P40 has only a used-market price: it is used-market either way, never asked-used
    assert by_id["tesla-p40"].used_market and not by_id["tesla-p40"].asked_used
    assert {s.gpu_id: s.price_usd for s in plain}["rtx-3090"] == Decimal("1499")
