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
