"""Hours said as "个钟" ("跑10个钟多少钱") price the job, not only the hourly rate."""

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.test_request_routing import SPECS


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("矩池云 A100 跑6个钟多少钱", 6.0),
        ("4090 租三个钟要多少", 3.0),
        ("用 T4 跑 12 个钟头大概多少钱", 12.0),
    ],
)
def test_zhong_is_an_hour(text, hours):
    assert parse(text, load_catalog(SPECS)).duration_hours == hours


def test_a_clock_time_is_no_duration():
    assert parse("下午三点钟开始跑，4090一小时多少钱", load_catalog(SPECS)).duration_hours == 1.0


def test_the_job_is_priced():
    answer = memory_advisor().ask("矩池云 T4 跑8个钟多少钱")
    assert answer.kind == "price"
    priced = next(c.input for c in answer.tool_calls if c.tool == "price_job")
    assert float(priced["hours"]) == 8.0
    assert "8 小时" in answer.answer.splitlines()[0]
