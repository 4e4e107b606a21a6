"""KV-cache readings: parallel sequences by their short name, mid-octave binary contexts, a
"1M" said right before a context word, unquantised "全量" runs and the card's memory in the lead.
"""

from __future__ import annotations

import pytest

from assistant.evaluation_constraints import first_line
from assistant.question.parsing import parse
from tests.support.advisors import memory_advisor
from tests.support.toolbox import bundled_toolbox


@pytest.fixture(scope="module")
def advisor():
    return memory_advisor()


@pytest.fixture(scope="module")
def box():
    return bundled_toolbox()


def _kv_call(answer):
    return next(c for c in answer.tool_calls if c.tool == "estimate_kv_cache")


@pytest.mark.parametrize(
    ("text", "seqs", "context"),
    [
        ("kv cache for llama 3.1 8b with 16 parallel seqs of 8k", 16, 8192),
        ("mistral 7b, 12 concurrent seqs at 16k each: how big is the kv cache", 12, 16384),
        ("qwen3 8b 开 24 parallel seqs，每条 4k，kv 缓存一共多大", 24, 4096),
    ],
)
def test_parallel_seqs_multiply_the_cache(advisor, text, seqs, context):
    answer = advisor.ask(text)
    call = _kv_call(answer)
    assert answer.kind == "kv_cache"
    assert (call.input["sequences"], call.input["context"]) == (seqs, context)
    assert f"{seqs}" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("llama 3.1 8b kv cache at 96k context", 98_304),
        ("qwen3 32b 48k 上下文 kv 缓存多少", 49_152),
        ("mistral 7b at 24k context, kv cache?", 24_576),
        ("llama 3.1 8b kv cache at 100k context", 100_000),
    ],
)
def test_mid_octave_contexts_are_binary_and_round_ones_metric(box, text, tokens):
    assert parse(text, box.catalog).context_tokens == tokens


@pytest.mark.parametrize(
    ("text", "model_id", "tokens"),
    [
        ("llama 4 maverick 1M context kv cache?", "llama-4-maverick", 1_048_576),
        ("llama 4 maverick 1M 上下文 kv 缓存要多大", "llama-4-maverick", 1_048_576),
        ("llama 4 scout 1m ctx, how much kv cache", "llama-4-scout", 1_000_000),
    ],
)
def test_a_mega_count_before_a_context_word_is_the_context(box, text, model_id, tokens):
    query = parse(text, box.catalog)
    assert (query.model_id, query.params_b) == (model_id, None)
    assert query.context_tokens == tokens
    assert not [p for p in query.problems if p.kind == "generic_model"]


def test_the_full_window_note_names_the_round_million_it_is_not(advisor):
    answer = advisor.ask("llama 4 maverick 1M context kv cache?")
    assert any("1,048,576" in a and "1,000,000" in a for a in answer.assumptions)
    assert "206.2 GB" in first_line(answer.answer)


@pytest.mark.parametrize(
    ("text", "method"),
    [
        ("全量 bf16 跑 qwen3 32b，一张 L20 够吗", "inference"),
        ("想全量部署 qwen3 14b，4090 放得下吗", "inference"),
        ("全量微调 qwen3 8b 要多少显存", "full"),
    ],
)
def test_whole_weights_run_is_inference_not_full_fine_tuning(box, text, method):
    assert parse(text, box.catalog).method == method


@pytest.mark.parametrize(
    ("text", "memory"),
    [
        ("qwen3 32b in fp8 on one L20 with kv cache for 2 users at 8k, does it fit?", "48 GB"),
        ("一张 L20 跑 fp8 的 qwen3 32b，4 个 8k 的 kv 缓存放得下吗", "48 GB"),
    ],
)
def test_the_kv_fit_lead_states_the_cards_memory(advisor, text, memory):
    answer = advisor.ask(text)
    assert answer.kind == "kv_cache"
    line = first_line(answer.answer)
    assert memory in line and "L20" in line


@pytest.mark.parametrize(
    ("turns", "users", "kv_word", "cards"),
    [
        (
            ("qwen3 235b a22b 单条请求 96k 上下文，kv 缓存多大", "8 个并发呢"),
            8,
            "KV 缓存",
            "8 张卡",
        ),
        (
            ("llama 3.1 70b kv cache at 32k", "and with 16 concurrent users?"),
            16,
            "KV cache",
            "16 GPUs",
        ),
    ],
)
def test_a_concurrency_follow_up_keeps_the_cache_and_counts_no_cards(
    advisor, turns, users, kv_word, cards
):
    answer = advisor.converse(list(turns)).turns[-1].answer
    assert _kv_call(answer).input["sequences"] == users
    carried = next(a for a in answer.assumptions if a.startswith(("沿用", "carried")))
    assert kv_word in carried and "None" not in carried
    assert not any(cards in a for a in answer.assumptions)
