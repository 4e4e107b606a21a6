"""A follow-up that scales an earlier figure ("halve the context, triple the sequences",
"上下文翻倍呢", "double the batch?") asks the earlier question again with that figure times
its factor. Phrasings are our own."""

from __future__ import annotations

import pytest

from assistant.catalog.specs import load_catalog
from assistant.question.follow_scaled import scaled_slots
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.mark.parametrize(
    ("first", "then", "scaled"),
    [
        ("kv cache of qwen3 8b at 16k for 4 users?", "halve the context", {"context_tokens": 8192}),
        ("kv cache of qwen3 8b at 16k for 4 users?", "并发翻三倍呢", {"users": 12}),
        (
            "llama 3.1 8b on an l4, batch 4, fits?",
            "what if the batch is doubled",
            {"batch_size": 8},
        ),
        # a figure stated anew is the user's, not a factor's
        ("kv cache of qwen3 8b at 16k for 4 users?", "double the users: make it 10 users", {}),
        # nothing earlier to scale
        ("qwen3 8b on a 4090, fits?", "double the context?", {}),
    ],
)
def test_the_factor_applies_to_the_earlier_figure(catalog, first, then, scaled):
    previous, new = parse(first, catalog), parse(then, catalog)
    assert scaled_slots(previous, new, then.lower()) == scaled


def test_a_scaled_follow_up_sizes_the_cache_again(advisor):
    turns = advisor.converse(
        [
            "KV cache for Qwen2.5 14B at 32k, 8 concurrent sequences, fp8?",
            "halve the context, triple the sequences?",
        ]
    ).turns
    answer = turns[-1].answer
    assert answer.kind == "kv_cache"
    call = next(c for c in answer.tool_calls if "sequences" in c.input)
    assert call.input["context"] == 16384 and call.input["sequences"] == 24
    assert "16,384 tokens" in answer.answer.splitlines()[0]


def test_a_doubled_context_in_chinese_keeps_the_model(advisor):
    turns = advisor.converse(["qwen2.5 7b 32k 上下文 kv 缓存多大", "上下文翻倍呢"]).turns
    answer = turns[-1].answer
    assert answer.kind == "kv_cache"
    assert "65,536" in answer.answer.splitlines()[0] and "Qwen2.5-7B" in answer.answer
