"""Serving counts, per-user speeds and KV-cache sizes read as the kind asked.

Own phrasings of each pattern: a count of requests "kept in flight" or "处理多少个请求" on
named cards (the serving capacity), a concurrency asked beside a stated context (not the longest
context), the speed each of N users gets on a card named without a count, staff counted in
Chinese ("80 名工程师") as the users served, the KV cache named for N users (its size, not a
serving plan), and a speed asked as "how slow" or as a guessed rate.
"""

from __future__ import annotations

import re

import pytest

from assistant.evaluation_constraints import first_line
from tests.support.advisors import memory_advisor as _build


@pytest.fixture(scope="module")
def advisor():
    return _build()


def _ask(advisor, question):
    return advisor.converse([question]).turns[-1].answer


@pytest.mark.parametrize(
    ("question", "gpu", "count"),
    [
        ("one L40S running qwen2.5 14b on vllm: how many could it juggle at once?", "l40s", 1),
        ("两张 A100 跑 llama 3.1 8b，同时能处理多少个请求", "a100", 2),
        ("llama 3.1 8b on 2x L4 with vllm, how many can we keep in flight?", "l4", 2),
    ],
)  # fmt: skip
def test_requests_held_at_once_are_the_serving_capacity(advisor, question, gpu, count):
    answer = _ask(advisor, question)
    assert answer.kind == "serve"
    call = next(c for c in answer.tool_calls if c.tool == "serving_capacity")
    assert call.input["gpu"].startswith(gpu) and call.input["count"] == count
    assert re.search(r"\d+ concurrent users|\d+ 路并发", first_line(answer.answer))


@pytest.mark.parametrize(
    ("question", "context", "count"),
    [
        ("每个会话 16k 上下文，qwen2.5 14b 部署在 4 张 4090 上，最多能撑多少并发", 16384, 4),
        ("qwen2.5 32b awq 放在 2 张 A10 上，每个请求 4k 上下文，最多扛多少用户", 4096, 2),
    ],
)  # fmt: skip
def test_concurrency_beside_a_stated_context_is_counted(advisor, question, context, count):
    answer = _ask(advisor, question)
    assert answer.kind == "serve"
    call = next(c for c in answer.tool_calls if c.tool == "serving_capacity")
    assert call.input["context"] == context and call.input["count"] == count


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("L4 上跑 qwen2.5 7b，8 个并发时每路多少 token/s", 8),
        ("mistral 7b awq on an A10G with 12 concurrent requests, tokens/s per request?", 12),
    ],
)  # fmt: skip
def test_speed_each_user_gets_on_a_card_named(advisor, question, users):
    answer = _ask(advisor, question)
    assert answer.kind == "speed"
    plan = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert plan.input["users"] == users
    assert "tokens/s" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("question", "users"),
    [
        ("研发部 80 名工程师要用 qwen2.5 32b，A100 要几张", 80),
        ("公司 200 个程序员用 llama 3.1 70b 写代码，需要几张 H100", 200),
    ],
)  # fmt: skip
def test_staff_counted_in_chinese_are_the_users_served(advisor, question, users):
    answer = _ask(advisor, question)
    assert answer.kind == "serve"
    plan = next(c for c in answer.tool_calls if c.tool == "plan_serving")
    assert plan.input["users"] == users


@pytest.mark.parametrize(
    ("question", "sequences", "context"),
    [
        ("qwen2.5 14b with an fp8 kv cache, 50 users x 8k each — how much memory is that?",
         50, 8192),
        ("llama 3.1 8b kv cache for 64 users at 16k, how many GB?", 64, 16384),
    ],
)  # fmt: skip
def test_kv_cache_named_for_users_is_its_size(advisor, question, sequences, context):
    answer = _ask(advisor, question)
    assert answer.kind == "kv_cache"
    call = next(c for c in answer.tool_calls if c.tool == "estimate_kv_cache")
    assert call.input["sequences"] == sequences and call.input["context"] == context
    assert re.search(r"\d[\d.]* GB", first_line(answer.answer))


@pytest.mark.parametrize(
    "question",
    [
        "llama 3.1 70b q4 on two 3090s, how slow is it going to be",
        "qwen2.5 32b q4 on a 3090, are we talking like 5 tok/s or more?",
    ],
)
def test_speed_asked_as_how_slow_or_a_guessed_rate(advisor, question):
    answer = _ask(advisor, question)
    assert answer.kind == "speed"
    assert re.search(r"\d[\d.]* tokens/s", first_line(answer.answer))


@pytest.mark.parametrize(
    ("question", "precision"),
    [
        ("how many users can a 4090 handle with llama 3.1 8b q4 on ollama", "q4_k_m"),
        ("一张 L40S 用 ollama 跑 qwen2.5 14b q8_0，能撑多少并发", "q8_0"),
    ],
)  # fmt: skip
def test_gguf_type_stated_on_ollama_is_served_on_its_slots(advisor, question, precision):
    # Ollama runs the GGUF file itself: its parallel slots at that type, not vLLM at its width
    answer = _ask(advisor, question)
    assert answer.kind == "serve"
    call = next(c for c in answer.tool_calls if c.tool == "serving_capacity")
    assert call.input["precision"] == precision
    assert call.input["engine"] == "llama.cpp"
    assert any("OLLAMA_NUM_PARALLEL" in note for note in answer.assumptions)
