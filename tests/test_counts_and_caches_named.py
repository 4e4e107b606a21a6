"""Serving counts and attention caches named in shapes the readers missed.

A count of context-sized chats ("how many 32k-context sessions at once") is a serving count; a
user count asked after a fit check is the new question, not the fit again; the cache named by
its attention kind ("MLA cache", "注意力缓存") is the KV cache; and a context length said as the
model's advertised window ("marketed with 1M context") is not the length sized.
"""

import re

import pytest

from assistant.question.advertised_context import asker_context
from assistant.question.capacity_slots import capacity_asked, load_counted
from assistant.question.kv_words import kv_named
from tests.support.advisors import last_answer, memory_advisor


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("how many 32k-context sessions at once on these", True),
        ("how many 8k-ctx conversations could it hold", True),
        ("how many 4k-token requests at the same time", True),
        ("how many 32k-context gpus do i need", False),
    ],
)
def test_a_context_sized_load_is_counted(text, asked):
    assert capacity_asked(text) is asked


def test_a_context_sized_chat_count_is_a_load():
    assert load_counted("how many 16k-context chats can two cards keep")
    assert not load_counted("how many 16k-context gpus")


@pytest.mark.parametrize(
    "question",
    [
        "4x a100 80gb, llama 3.1 70b bf16 — how many 8k-context sessions at once?",
        "one h100, qwen2.5 32b in fp8: how many 32k-ctx conversations simultaneously?",
    ],
)
def test_context_sized_sessions_on_stated_cards_are_a_user_count(advisor, question):
    answer = advisor.ask(question)
    assert answer.kind == "serve"
    first = answer.answer.splitlines()[0]
    assert re.search(r"About \d+ concurrent user", first)


@pytest.mark.parametrize(
    ("first", "then", "marker"),
    [
        (
            "does qwen2.5 14b in fp8 fit on one l40s with 16k context?",
            "nice, so how many users could that card hold at 8k each?",
            "concurrent user",
        ),
        ("两张4090跑qwen2.5 14b awq 够吗", "那能撑多少并发", "路并发"),
        (
            "one h100 80gb, llama 3.1 8b bf16 at 32k — fits?",
            "and how many concurrent users at that length?",
            "concurrent user",
        ),
    ],
)
def test_a_user_count_after_a_fit_check_is_counted(advisor, first, then, marker):
    answer = last_answer(advisor, first, then)
    assert answer.kind == "serve"
    assert marker in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("deepseek v3 mla cache for 20 users at 32k", True),
        ("how big is the latent cache per token for r1", True),
        ("attention-cache size at 128k for qwen", True),
        ("deepseek v3 注意力缓存 32k 多大", True),
        ("how big is the model cache folder", False),
    ],
)
def test_the_attention_cache_by_its_kind_is_the_kv_cache(text, named):
    assert kv_named(text) is named


@pytest.mark.parametrize(
    ("question", "gb"),
    [
        ("deepseek v3 mla cache at 32k x 16 concurrent, total gb?", 36.8),
        ("deepseek r1 的 mla 缓存，32k 上下文 16 个并发，一共多少 GB", 36.8),
    ],
)
def test_an_mla_cache_total_is_a_kv_answer(advisor, question, gb):
    answer = advisor.ask(question)
    assert answer.kind == "kv_cache"
    first = answer.answer.splitlines()[0]
    assert f"{gb} GB" in first


@pytest.mark.parametrize(
    ("found", "text", "window", "picked"),
    [
        (
            [(30, 1_000_000), (60, 32_768)],
            "the model is marketed with 1m context but i run 32k",
            None,
            1,
        ),
        ([(8, 131_072), (20, 32_768)], "qwen3号称128k上下文，我实际跑32k", None, 1),
        ([(10, 32_768), (40, 131_072)], "kv cache at 32k context and at 128k", 131_072, 0),
        ([(10, 8_192)], "brags about 8k", None, None),
        ([(10, 131_072), (40, 16_384)], "need 131072 context window, or 16k", None, None),
    ],
)
def test_the_advertised_length_is_not_the_one_sized(found, text, window, picked):
    assert asker_context(found, text, window) == picked


@pytest.mark.parametrize(
    ("question", "tokens"),
    [
        (
            "llama 4 scout advertises 10m context; what's the kv cache for one 64k sequence?",
            "65,536",
        ),
        ("qwen2.5 7b号称支持128k上下文，实际我只跑16k，kv缓存要多大", "16,384"),
        ("kv cache of llama 4 maverick at 32k tokens? it claims 1m context on paper", "32,768"),
    ],
)
def test_the_kv_cache_is_sized_at_the_length_run(advisor, question, tokens):
    answer = advisor.ask(question)
    assert answer.kind == "kv_cache"
    assert tokens in answer.answer.splitlines()[0]


def test_streams_each_with_a_length_size_the_cache_for_all_of_them(advisor):
    # "开 32 路、每路 16k": 32 sequences of 16k each, not one
    answer = advisor.ask("qwen2.5 7b 开 32 路、每路 16k 上下文，kv 一共多少显存")
    assert answer.kind == "kv_cache"
    call = next(c for c in answer.tool_calls if "sequences" in c.input)
    assert call.input["sequences"] == 32 and call.input["context"] == 16384


@pytest.mark.parametrize(
    ("question", "memory"),
    [
        ("one l40s with llama 3.1 8b bf16, how many concurrent users at 8k?", "(48 GB)"),
        ("how many users can one a10 hold on qwen2.5 7b awq at 4k context?", "(24 GB)"),
        ("一张L20跑qwen2.5 14b awq，8k上下文能撑多少并发", "（48 GB）"),
    ],
)
def test_a_single_cards_user_count_names_its_memory(advisor, question, memory):
    answer = advisor.ask(question)
    assert answer.kind == "serve"
    assert memory in answer.answer.splitlines()[0]
