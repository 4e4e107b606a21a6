"""A number after a context word is a count when a count word follows it ("上下文100并发")."""

import pytest

from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def catalog():
    return memory_advisor().catalog


@pytest.mark.parametrize(
    ("question", "context", "users"),
    [
        ("qwen2.5 72b，32k上下文50并发，kv cache 多大", 32768, 50),
        ("llama 3.1 70b, 16k context 40 users, total kv?", 16384, 40),
        ("qwen 7b 上下文 8192 够吗", 8192, None),
    ],
)
def test_the_context_and_the_count_are_read_apart(catalog, question, context, users):
    query = parse(question, catalog)
    assert (query.context_tokens, query.users) == (context, users)


def test_the_kv_cache_of_many_sequences_is_sized_at_the_stated_context():
    answer = memory_advisor().ask("llama 3.1 405b，8k上下文100并发，kv cache要多少G")
    first = answer.answer.splitlines()[0]
    assert "8,192 tokens" in first and "422.8 GB" in first and "100 个序列" in first


@pytest.mark.parametrize(
    ("question", "hours", "cards"),
    [
        ("a100 500 卡时多少钱", 500.0, 1),
        ("4x h100 for 400 gpu hours, cost?", 100.0, 4),
        ("两张4090跑300卡时要花多少", 150.0, 2),
    ],
)
def test_a_job_said_in_gpu_hours_is_its_hours_never_a_count_of_cards(
    catalog, question, hours, cards
):
    query = parse(question, catalog)
    assert query.duration_hours == hours
    assert [g.count for g in query.gpus] == [cards]


def test_gpu_hours_a_month_stay_the_owning_readers(catalog):
    query = parse("we use ~2000 A100-hours a month, buy or rent?", catalog)
    assert query.duration_hours is None and query.usage_hours_per_month is not None
