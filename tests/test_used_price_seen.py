"""A used card's price the user saw is set against the dated price the knowledge holds."""

from decimal import Decimal

import pytest

from assistant.catalog.specs import load_catalog
from assistant.evaluation_understanding import first_line
from assistant.question.parsing import parse
from tests.support.advisors import KNOWLEDGE, memory_advisor


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(KNOWLEDGE / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


def _first(advisor, question):
    answer = advisor.converse([question]).turns[-1].answer
    assert answer.kind == "price"
    return first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "price"),
    [
        ("二手 a100 80g pcie 多少钱，咸鱼标价 5w 合理吗", Decimal("50000")),
        ("二手 3090 现在什么价，闲鱼上看到 4500 靠谱吗", Decimal("4500")),
        ("二手4090多少钱一张，看到 1.6w 贵吗", Decimal("16000")),
    ],
)
def test_a_price_seen_on_the_used_market_is_read_in_yuan(catalog, question, price):
    q = parse(question, catalog)
    assert (q.budget, q.budget_currency, q.used_asked) == (price, "CNY", True)


def test_yuan_seen_is_set_against_the_guides_dollar_range(advisor):
    # the A100 40GB PCIe has no dated used price of its own, so the guide's range is the one
    # (the 80GB PCIe, asked here before, has one since 2026-12-06: 4,000-9,000 USD, Mar 2026)
    line = _first(advisor, "二手 a100 40g pcie 多少钱，咸鱼标价 5w 合理吗")
    assert "4,000–18,000" in line and "¥50,000" in line and "在这个区间内" in line
    line = _first(advisor, "二手 a100 80g pcie 多少钱，咸鱼标价 5w 合理吗")
    assert "$9,000" in line and "¥50,000" in line and "在这个区间内" in line


def test_a_price_seen_with_only_a_new_price_on_record_is_set_against_it(advisor):
    # the 4070 Super has no dated used price (the 4080, asked here before, has one since
    # 2026-12-05: GPU Poet's June 2026 eBay and Amazon best deal, 837 USD)
    line = _first(advisor, "二手4070 Super多少钱一张，看到 5000 贵吗")
    assert "$599" in line and "¥5,000" in line and "高于新卡价" in line
    line = _first(advisor, "二手4080多少钱一张，看到 9000 贵吗")
    assert "$837" in line and "¥9,000" in line and "高于这个区间" in line


def test_dollars_asked_below_the_range_are_said_below(advisor):
    line = _first(advisor, "how much is a used a100 80gb pcie? a seller asks $3,000, is that fair?")
    assert "$3,000 is below that range" in line
