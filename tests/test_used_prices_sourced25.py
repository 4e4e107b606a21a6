"""Dated used-market prices for two more cards bought second-hand for AI, and a pick priced used.

The MI50 32GB (about 200 USD a card, Aug 2025: 800 USD for four in a ROCm issue) and the A100
80GB PCIe (4,000-9,000 USD, Mar 2026, aitooldiscovery.com; other sources higher, said in the
basis) carry a ``used_price_usd`` whose basis names its source and date. Neither has a price to
buy new, so neither is priced as a purchase unless the user names it bought used; then the
recorded used price is its price, as it is for a card that also has a new price.
"""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from assistant.answer.price_sources import split_basis
from assistant.calc.candidates import Constraints, unit_price_usd
from assistant.calc.recommend import buy_setups
from assistant.calc.used_range import recorded_used_range
from assistant.calc.workload import Workload
from assistant.catalog.specs import load_catalog
from assistant.evaluation_understanding import first_line
from tests.support.advisors import memory_advisor

ROWS = {  # gpu id: (used USD, the range its basis states, the basis's month, a source named)
    "mi50-32gb": (Decimal("200"), (200.0, 200.0), "Aug 2025", "ROCm/legacy-rocm-build #5215"),
    "a100-80gb-pcie": (Decimal("9000"), (4000.0, 9000.0), "Mar 2026", "aitooldiscovery.com"),
}


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(("gpu_id", "row"), sorted(ROWS.items()))
def test_the_used_price_is_dated_and_sourced(catalog, gpu_id, row):
    usd, span, month, source = row
    gpu = catalog.gpu(gpu_id)
    basis = gpu.used_price_basis or ""
    assert gpu.used_price_usd == usd and gpu.launch_price_usd is None
    assert basis.startswith(f"used-market, {month}: ") and re.search(r"\b202[56]\b", basis)
    assert recorded_used_range(basis) == span and float(usd) == span[1]
    short, sources = split_basis(basis)
    assert any(source in s for s in sources) and source not in short  # said on its own line


def test_the_a100_basis_says_where_sources_disagree(catalog):
    basis = catalog.gpu("a100-80gb-pcie").used_price_basis or ""
    assert "does not say PCIe or SXM4" in basis and "10,000-15,000 USD" in basis
    assert "4,000-18,000 USD" in basis and "the top of the range" in basis


def test_the_mi50_basis_says_the_figure_is_four_cards_split(catalog):
    basis = catalog.gpu("mi50-32gb").used_price_basis or ""
    assert "800$" in basis and "four 32 GB cards" in basis and "the single figure given" in basis


def test_a_card_with_no_new_price_is_bought_used_only_when_asked(catalog):
    mi50 = catalog.gpu("mi50-32gb")
    assert unit_price_usd(mi50, Constraints())[0] is None  # never priced as a purchase
    price, basis, chosen = unit_price_usd(mi50, Constraints(used_priced=True))
    assert price == Decimal("200") and basis.startswith("used-market") and chosen
    model = catalog.model("llama-3-70b")
    wl = Workload(method="inference", precision="int4", engine="llama.cpp")
    setups = buy_setups(model, [mi50], wl, Constraints(used_priced=True), "USD", [])
    assert setups and setups[0].count == 2 and setups[0].price_usd == Decimal("400")
    assert setups[0].asked_used
    assert not buy_setups(model, [mi50], wl, Constraints(), "USD", [])


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("what do second-hand Instinct MI50 32GB cards sell for now", ("used, $200", "Aug 2025")),
        ("going rate for a pre-owned A100 PCIe 80GB?", ("used, $9,000", "Mar 2026")),
        ("MI50 32G 矿卡二手行情多少", ("二手约 $200", "2025 年 8 月")),
        ("二手的 A100 80G PCIe 一张大概多少钱", ("二手约 $9,000", "2026 年 3 月")),
    ],
)
def test_a_used_price_question_says_the_figure_with_its_date(advisor, question, said):
    answer = advisor.converse([question]).turns[-1].answer
    line = first_line(answer.answer)
    assert answer.kind == "price"
    assert all(s in line for s in said), line
    assert ("二手市场" if answer.language == "zh" else "used-market") in line


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "for a 70b at 4-bit, should I get used MI50 32GBs or a used 3090? up to $1,200",
            ("2 × AMD Instinct MI50 32GB", "$400.00", "used-market"),
        ),
        (
            "二手 MI50 32G 和二手 3090 选哪个跑 70b 4bit，预算八千",
            ("两张 AMD Instinct MI50 32GB", "二手市场"),
        ),
    ],
)
def test_named_cards_bought_used_are_priced_used_in_the_pick(advisor, question, said):
    answer = advisor.converse([question]).turns[-1].answer
    line = first_line(answer.answer)
    assert answer.kind == "recommend"
    assert all(s in line for s in said), line
    assert "Not weighed" not in answer.answer and "未参与比较" not in answer.answer
