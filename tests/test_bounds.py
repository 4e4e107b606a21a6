"""Absurd numbers in questions are stated with what was read and the limit, never reinterpreted."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.bounds import MAX_CONTEXT, MAX_GPUS
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def catalog():
    return load_catalog(Path(__file__).resolve().parents[1] / "knowledge" / "specs")


@pytest.mark.parametrize(
    ("question", "said", "count", "hours", "context", "batch"),
    [
        (
            "price of 1e308 H100s for a week",
            "I read 1e308 GPUs; the most I size is 4,096",
            1,
            168,
            None,
            None,
        ),
        (
            "99999999999999999999 H100s per hour",
            "I read 99999999999999999999 GPUs",
            1,
            None,
            None,
            None,
        ),
        ("rent 8 H100 for -1 hours", "I read -1 hours, which makes no sense", 8, None, None, None),
        (
            "llama 8b with a 1000000000000 token context on a 4090",
            "the most I size is 10,485,760",
            1,
            None,
            None,
            None,
        ),
        (
            "llama 8b batch -5 on a 4090",
            "I read -5 as a batch size, which makes no sense",
            1,
            None,
            None,
            None,
        ),
        ("用1e308张H100跑一周多少钱", "读到 1e308 张 GPU；我最多按 4,096 估算", 1, 168, None, None),
        ("用-2张4090跑8B", "读到 -2 张 GPU，这个数不合理", 1, None, None, None),
        (
            "上下文10000000000 token跑8B要多少显存",
            "读到 10000000000 token 上下文",
            None,
            None,
            None,
            None,
        ),
        ("8x H100 for 100 hours", None, 8, 100, None, None),
        ("2 4090s with 8k context batch 4", None, 2, None, 8192, 4),
    ],
)
def test_out_of_range_numbers_are_stated(catalog, question, said, count, hours, context, batch):
    q = parse(question, catalog)
    stated = [p.text(q.language) for p in q.problems if p.kind in ("gpu_count", "out_of_range")]
    if said is None:
        assert stated == []
    else:
        assert any(said in s for s in stated), stated
    assert (q.gpus[0].count if q.gpus else None) == count
    assert q.duration_hours == hours
    assert q.context_tokens == context
    assert q.batch_size == batch


def test_the_limits_are_physical():
    assert MAX_GPUS == 4096 and MAX_CONTEXT == 10 * 1024 * 1024


def test_the_answer_says_what_was_read_first():
    advisor = memory_advisor()
    answer = advisor.ask("price of 1e308 H100s for a week")
    assert "1e308" in answer.answer.splitlines()[0] and "4,096" in answer.answer.splitlines()[0]
    assert not any(c.input.get("count") == 308 for c in answer.tool_calls)
