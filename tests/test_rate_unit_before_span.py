"""A rate asked with its unit after the price word ("多少钱一小时") and a span said after it
("7x24 跑一个月", "租两周呢"): the hour is the rate's unit, the span is the job priced."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.config import PROJECT_ROOT
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor

CATALOG = load_catalog(PROJECT_ROOT / "knowledge" / "specs")


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("AutoDL 4090多少钱一个小时？租两周呢", 336.0),
        ("H800按量几块钱一小时，7x24跑一个月多少", 730.0),
        ("A100 多少钱一小时，跑 3 天要多少", 72.0),
        ("H100 一小时多少钱", 1.0),  # no span after it: one card for one hour
    ],
)
def test_span_after_the_rate_unit_is_the_job(text, hours):
    query = parse(text, CATALOG)
    assert query.unit == "per_hour"
    assert query.duration_hours == hours


def test_month_around_the_clock_is_priced_after_the_hourly_rate(advisor):
    answer = advisor.ask("优云智算H20按量多少钱一小时，7x24跑一个月要多少")
    line = answer.answer.splitlines()[0]
    assert answer.kind == "price"
    assert "每卡每小时 ¥7.50" in line
    assert "730 小时" in line and "¥5,475.00" in line
    assert any("24" in a for a in answer.assumptions)
