"""Used-market prices for more cards people buy second-hand: dated, sourced, said when asked.

The RTX 4080, 4070 Ti and 4070 Ti Super, the A10, the L4 and the V100 PCIe 16GB carry a
``used_price_usd`` whose basis names the month, the source (GPU Poet's monthly reports of eBay
and Amazon best deals) and what the figure is: the average of the three cheapest listings, one
figure, not a range. A used-price question says it with its date in English and Chinese; a
price a seller asks is set against it, also when the Chinese question says the seller "卖" the
card at that price (not a resale at the end).
"""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from assistant.calc.used_range import recorded_used_range
from assistant.catalog.specs import load_catalog
from assistant.evaluation_understanding import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

ROWS = {  # gpu id: (used USD, the basis's month, new price or None)
    "rtx-4080": (Decimal("837"), "Jun 2026", Decimal("1199")),
    "rtx-4070-ti": (Decimal("532"), "Jun 2026", Decimal("799")),
    "rtx-4070-ti-super": (Decimal("698"), "Jun 2026", Decimal("799")),
    "a10": (Decimal("2800"), "Aug 2026", None),
    "l4": (Decimal("2162"), "Jan 2026", Decimal("2345")),
    "v100-16gb-pcie": (Decimal("312"), "Jan 2026", None),
}
NOT_FOUND = ("rtx-a4500", "rtx-a5500", "mi60", "a100-40gb-pcie")
"""No dated used price was found for these in stored sources, so none is recorded (the MI50 32GB
and the A100 80GB PCIe have one since 2026-12-06: tests/test_used_prices_sourced25.py)."""


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(("gpu_id", "row"), sorted(ROWS.items()))
def test_the_used_price_is_dated_sourced_and_one_figure(catalog, gpu_id, row):
    usd, month, new = row
    gpu = catalog.gpu(gpu_id)
    basis = gpu.used_price_basis or ""
    assert gpu.used_price_usd == usd and gpu.launch_price_usd == new
    assert basis.startswith(f"used-market, {month}: about ")
    assert "GPU Poet" in basis and re.search(r"\(.+gpupoet\.com.+\)", basis)
    assert "the single figure given" in basis  # three listings averaged, not a range's end
    assert recorded_used_range(basis) == (float(usd), float(usd))


def test_the_v100_basis_says_its_source_does_not_name_the_form_factor(catalog):
    basis = catalog.gpu("v100-16gb-pcie").used_price_basis or ""
    assert "does not say PCIe or SXM2" in basis and "56-99 USD" in basis


@pytest.mark.parametrize("gpu_id", NOT_FOUND)
def test_cards_without_a_found_source_keep_no_used_price(catalog, gpu_id):
    gpu = catalog.gpu(gpu_id)
    assert gpu.used_price_usd is None and gpu.used_price_basis is None


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("is a second-hand rtx 4080 worth buying, what do they go for", ("used, $837", "Jun 2026")),
        ("what would I pay for a pre-owned 4070 ti", ("used, $532", "Jun 2026")),
        ("going rate for a used nvidia L4 card?", ("used, $2,162", "Jan 2026")),
        ("what is the price of a used V100 16GB PCIe card?", ("$312", "Jan 2026")),
        ("二手的4080一般卖多少", ("二手约 $837", "2026 年 6 月")),
        ("4070ti 二手行情价多少", ("二手约 $532", "2026 年 6 月")),
        ("L4 推理卡二手大概多少钱", ("二手约 $2,162", "2026 年 1 月")),
        ("V100 PCIe 16GB 二手卡什么价位", ("$312", "2026 年 1 月")),
        ("used 4070 ti super, what's one worth these days?", ("used, $698", "Jun 2026")),
        ("how much does a second-hand nvidia a10 cost", ("$2,800", "Aug 2026")),
        ("4070 Ti Super 二手现在多少钱", ("二手约 $698", "2026 年 6 月")),
        ("二手的 4070 Ti Super 值多少", ("二手约 $698", "2026 年 6 月")),
        ("A10 24G 二手卡多少钱一张", ("$2,800", "2026 年 8 月")),
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
        ("a guy wants $1,050 for his used 4080, fair?", ("$837", "above that range")),
        ("二手4070ti卖2800元，贵不贵", ("$532", "¥2,800", "低于这个区间")),
        ("闲鱼卖家的4080要6500块，值吗", ("$837", "¥6,500", "高于这个区间")),
    ],
)
def test_a_price_asked_for_the_card_is_set_against_its_used_price(advisor, question, said):
    answer = advisor.converse([question]).turns[-1].answer
    assert answer.kind == "price"
    line = first_line(answer.answer)
    assert all(s in line for s in said), line


@pytest.mark.parametrize(
    ("text", "price"),
    [("二手3090卖5000元，贵不贵", 5000), ("闲鱼有人卖4080 6800块，划算吗", 6800)],
)
def test_a_bare_sell_word_on_the_used_market_is_the_asking_price(advisor, text, price):
    query = parse(text, advisor.catalog)
    assert query.resale_value_said is None and query.budget == Decimal(price)


@pytest.mark.parametrize(
    ("text", "resale"),
    [
        ("两年后二手还能卖8000，买4090划算吗", 8000),
        ("二手卡用两年再卖6000，买一张3090要7500值吗", 6000),
    ],
)
def test_a_sale_at_the_end_stays_a_resale(advisor, text, resale):
    assert parse(text, advisor.catalog).resale_value_said == Decimal(resale)
