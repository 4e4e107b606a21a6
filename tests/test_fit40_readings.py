"""Facts stated in passing that the answer must use (fresh40's misses, in new phrasings).

llama.cpp's ``-np`` slots share ``-c``; "N 个人" after a context is users, not tokens; N
recordings of an hour each are N hours of audio; "8 grand" is $8,000; "fits or instantly OOMs"
and "还是得把专家甩到内存" weigh a fit, they report no trouble.
"""

from __future__ import annotations

import pytest

from assistant.advisor import Advisor
from assistant.catalog.specs import load_catalog
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return memory_advisor()


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


def _tools(answer, tool):
    return [c for c in answer.tool_calls if c.tool == tool]


def test_llama_cpp_slots_share_the_context(catalog):
    q = parse("llama-server -m qwen3-14b.gguf --parallel 8 -c 65536, kv cache size", catalog)
    assert (q.context_tokens, q.users) == (8192, 8)
    assert any("8,192" in str(a) for a in q.assumptions)
    zh = parse("llama.cpp 开 -np 2 -c 32768 跑 qwen3 8b，kv 缓存一共多大", catalog)
    assert (zh.context_tokens, zh.users) == (16384, 2)
    alone = parse("llama-server -c 32768 with qwen3 8b, kv cache size?", catalog)
    assert alone.context_tokens == 32768


def test_slots_kv_cache_is_the_whole_shared_context(advisor):
    answer = advisor.ask("qwen3 14b on llama.cpp with -np 4 -c 65536 — total kv cache in GB?")
    assert answer.kind == "kv_cache"
    first = answer.answer.splitlines()[0]
    assert "16,384" in first and "10.7 GB" in first  # 4 x 16k = 64k tokens, not 4 x 64k


def test_people_after_a_context_are_users_not_tokens(catalog):
    q = parse("qwen3 32b，8k 上下文 50 个人一起用，kv 缓存要多少", catalog)
    assert (q.context_tokens, q.users) == (8192, 50)
    en = parse("qwen3 32b at 8k context for 50 users, total kv cache?", catalog)
    assert (en.context_tokens, en.users) == (8192, 50)


def test_recordings_of_a_length_each_are_the_job(catalog):
    en = parse("600 recorded calls of about 30 minutes each; whisper on an a10, how long?", catalog)
    assert en.duration_hours == 300
    zh = parse("1200 段录音，每段平均两小时，用 whisper 在 4090 上转写要几天", catalog)
    assert zh.duration_hours == 2400
    one = parse("transcribe 3 hours of audio with whisper on a t4, how long", catalog)
    assert one.duration_hours == 3


def test_recordings_each_size_the_job_answer(advisor):
    q = "1,000 lectures averaging two hours each: whisper large-v3, L40S, how long?"
    answer = advisor.ask(q)
    assert answer.kind == "workload_speed"
    assert "66.5 hours" in answer.answer.splitlines()[0]  # 2,000 hours of audio at 30x


def test_grand_is_thousands_of_dollars(catalog):
    q = parse("ok and if i stretch to 6 grand, which gpu for 70b inference?", catalog)
    assert (q.budget, q.budget_currency) == (6000, "USD")
    paid = parse("got my 3090 for 1 grand, what models can it run?", catalog)
    assert paid.budget is None


def test_grand_as_a_follow_up_budget(advisor):
    turns = advisor.converse(
        ["what gpu for running a 70b model at home, budget $2k?", "and with 7 grand?"]
    ).turns
    answer = turns[-1].answer
    assert answer.kind == "recommend"
    assert "$7,000" in answer.answer.splitlines()[0]


@pytest.mark.parametrize(
    "q",
    [
        "full lora of llama 3.1 8b on a 3090, seq 2048 batch 4 — runs or instantly OOMs?",
        "qlora qwen3 14b on a 4060 ti 16gb at 8k seq len: fits or immediate oom?",
    ],
)
def test_fit_or_instant_oom_is_a_fit(advisor, q):
    answer = advisor.ask(q)
    assert answer.kind == "fit_check" and answer.verdict is not None


def test_experts_thrown_to_ram_is_a_fit(advisor):
    answer = advisor.ask("3090 24g 跑 qwen3-30b-a3b q8，显存装得下吗，还是要把部分专家丢到内存里")
    assert answer.kind == "fit_check" and answer.verdict is not None
