"""Used-market prices added to more cards: recorded with date and source, said when asked.

Each row's price is a dated public figure: a ``used_price_usd`` beside the new price for cards
still sold new, or the price itself (basis starting "used-market") for cards sold only used.
A used-price question says it with its date, in English and Chinese, and a stated price is set
against it; a buy gap between two cards with used prices uses them.
"""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from assistant.calc.used_range import recorded_used_range
from assistant.catalog.specs import load_catalog
from assistant.evaluation_understanding import first_line
from tests.support.advisors import memory_advisor

BESIDE_NEW = {  # gpu id: (used USD, the basis's date, its range)
    "rtx-3080-ti": (Decimal("470"), "Mar 2026", (470.0, 470.0)),
    "rtx-a5000": (Decimal("1000"), "2026", (600.0, 1000.0)),
    "t4": (Decimal("700"), "Jul 2026", (500.0, 700.0)),
}
NO_NEW_PRICE = {"gtx-1080-ti": (Decimal("180"), "2026", (150.0, 180.0))}  # discontinued
USED_ONLY = {  # gpu id: (price USD, the basis's date)
    "v100-32gb-pcie": (Decimal("1450"), "Aug 2025"),
}


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(("gpu_id", "row"), sorted({**BESIDE_NEW, **NO_NEW_PRICE}.items()))
def test_a_used_price_beside_the_new_one_is_dated_and_sourced(catalog, gpu_id, row):
    usd, date, span = row
    gpu = catalog.gpu(gpu_id)
    basis = gpu.used_price_basis or ""
    assert gpu.used_price_usd == usd
    assert (gpu.launch_price_usd is None) == (gpu_id in NO_NEW_PRICE)
    assert basis.startswith(f"used-market, {date}") and re.search(r"\(.+\)", basis)
    assert recorded_used_range(basis) == span


@pytest.mark.parametrize(("gpu_id", "row"), sorted(USED_ONLY.items()))
def test_a_card_sold_only_used_records_its_used_price_as_its_price(catalog, gpu_id, row):
    usd, date = row
    gpu = catalog.gpu(gpu_id)
    assert gpu.launch_price_usd == usd and gpu.used_price_usd is None
    assert (gpu.price_basis or "").startswith(f"used-market, {date}")
    assert re.search(r"\(.+\)", gpu.price_basis or "")  # the source, named in brackets


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("what do used rtx 3080 ti cards sell for now", ("used, $470", "Mar 2026")),
        ("what does a used rtx a5000 cost now", ("used, $1,000", "600-1,000")),
        ("how much for a used nvidia t4", ("used, $700", "Jul 2026")),
        ("二手 3080 Ti 一般多少钱", ("二手约 $470", "2026 年 3 月")),
        ("A5000 二手大概什么价", ("二手约 $1,000", "2026")),
        ("T4 二手卡现在多少钱", ("二手约 $700", "2026 年 7 月")),
    ],
)
def test_a_used_price_question_says_the_new_used_price_with_its_date(advisor, question, said):
    answer = advisor.converse([question]).turns[-1].answer
    line = first_line(answer.answer)
    assert answer.kind == "price"
    assert all(s in line for s in said), line
    assert ("二手市场" if answer.language == "zh" else "used-market") in line


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("used tesla v100 pcie 32gb, how much?", ("$1,450", "Aug 2025", "used-market")),
        ("how much does a used gtx 1080 ti cost", ("$180", "2026", "used-market")),
        ("二手 V100 PCIe 32G 多少钱一张", ("$1,450", "2025 年 8 月", "二手市场")),
        ("1080 Ti 二手价多少", ("$180", "2026", "二手市场")),
    ],
)
def test_a_card_sold_only_used_is_priced_at_its_dated_used_price(advisor, question, said):
    answer = advisor.converse([question]).turns[-1].answer
    line = first_line(answer.answer)
    assert answer.kind == "price"
    assert all(s in line for s in said), line


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "seller asks $900 for a used 3080 ti, how much is it usually",
            ("$470", "above that range"),
        ),
        ("二手a5000多少钱，看到 4500 元贵吗", ("$1,000", "¥4,500", "在这个区间内")),
    ],
)
def test_a_stated_price_is_set_against_the_new_used_price(advisor, question, said):
    line = first_line(advisor.converse([question]).turns[-1].answer.answer)
    assert all(s in line for s in said), line


@pytest.mark.parametrize(
    "question",
    ["how much more does an a5000 cost than a 3090", "a5000 比 3090 贵多少钱"],
)
def test_the_buy_gap_uses_both_cards_used_prices(advisor, question):
    text = advisor.converse([question]).turns[-1].answer.answer
    assert "$200" in text and "$1,000" in text and "$800" in text, text
